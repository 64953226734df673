import { sql } from 'kysely'
import { type Blog, type DonateItem, type Journey, type Wisher, wisherAvatarUrl } from '../../domain/charity.ts'
import type { Database } from './connection.ts'
import { localized } from './localized.ts'
import { preparedQuery } from './prepared-query.ts'

/** What members read of Share a Little Comfort, and the writes a donation makes (spec 2 §3, §9). */

type WisherRow = { id: number; name: string; age: number; avatar: number; wishEn: string; wishBm: string; points: number; goalPoints: number }

const asWisher = (w: WisherRow): Wisher => ({
  id: w.id,
  name: w.name,
  age: w.age,
  image: wisherAvatarUrl(w.avatar),
  wishes: localized(w, 'wish'),
  points: w.points,
  goalPoints: w.goalPoints,
})

const wisherColumns = ['id', 'name', 'age', 'avatar', 'wishEn', 'wishBm', 'points', 'goalPoints'] as const

/** The shown wishers, in the order they were added. */
export async function activeWishers(db: Database): Promise<Wisher[]> {
  const rows = await db.selectFrom('wishers').select(wisherColumns).where('active', '=', 1).orderBy('id').execute()
  return rows.map(asWisher)
}

/** A shown wisher, or undefined for a hidden or unknown one. */
export async function activeWisher(db: Database, id: number): Promise<Wisher | undefined> {
  const row = await db.selectFrom('wishers').select(wisherColumns).where('id', '=', id).where('active', '=', 1).executeTakeFirst()
  return row && asWisher(row)
}

/** The journey row and the points every wisher has received, hidden ones too (their points were given). */
export async function journeyAndWisherPoints(db: Database): Promise<{ journey: Journey; wisherPoints: number }> {
  const row = await db.selectFrom('journey').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()
  const { total } = await db.selectFrom('wishers').select(sql<number>`coalesce(sum(points), 0)`.as('total')).executeTakeFirstOrThrow()
  const journey = {
    home: row.homes,
    children: row.children,
    points: row.points,
    product: row.products,
    description: localized(row, 'description'),
    progressPoints: row.progressPoints,
  }
  return { journey, wisherPoints: Number(total) }
}

/** The shown blogs, newest first, each with its images in their order. */
export async function activeBlogs(db: Database): Promise<Blog[]> {
  const blogs = await db.selectFrom('blogs').selectAll().where('active', '=', 1).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute()
  const images = await blogImagesOf(db, blogs.map((b) => b.id))
  return blogs.map((b) => ({
    id: b.id,
    title: localized(b, 'title'),
    venue: b.venue,
    description: localized(b, 'description'),
    images: (images.get(b.id) ?? []).map(({ url }) => ({ url })),
  }))
}

/** The images of these blogs, each blog's in their order: the members' list and the back office's read them alike. */
export async function blogImagesOf(db: Database, blogIds: number[]): Promise<Map<number, { id: number; url: string }[]>> {
  const byBlog = new Map<number, { id: number; url: string }[]>()
  if (blogIds.length === 0) return byBlog
  const rows = await db.selectFrom('blogImages').select(['id', 'blogId', 'url']).where('blogId', 'in', blogIds).orderBy('blogId').orderBy('position').execute()
  for (const { id, blogId, url } of rows) byBlog.set(blogId, [...(byBlog.get(blogId) ?? []), { id, url }])
  return byBlog
}

const asDonateItem = (d: { id: number; itemId: string; nameEn: string; nameBm: string; imageUrl: string; points: number }): DonateItem => ({
  id: d.id,
  itemId: d.itemId,
  itemName: localized(d, 'name'),
  itemImage: d.imageUrl,
  points: d.points,
})

/** The shown donation items, newest first. */
export async function activeDonateItems(db: Database): Promise<DonateItem[]> {
  const rows = await db.selectFrom('donateItems').selectAll().where('active', '=', 1).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute()
  return rows.map(asDonateItem)
}

export async function donateItem(db: Database, id: number) {
  return db.selectFrom('donateItems').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * Adds `points` to a shown wisher's received points only while they stay within its goal: one
 * conditional update, so racing donations can never take a wisher past its goal (the table's CHECK
 * guards the same). Answers whether it was added.
 */
const addToWisher = preparedQuery((db, v: { id: number; points: number; at: string }) =>
  db
    .updateTable('wishers')
    .set((eb) => ({ points: eb('points', '+', v.points), updatedAt: v.at }))
    .where('id', '=', v.id)
    .where('active', '=', 1)
    .where((eb) => eb(eb('points', '+', v.points), '<=', eb.ref('goalPoints'))),
)

export async function addWisherPoints(trx: Database, id: number, points: number, at: Date): Promise<boolean> {
  return (await addToWisher.changed(trx, { id, points, at: at.toISOString() })) === 1
}

const donationRow = preparedQuery((db, v: { memberId: number; wisherId: number | null; donateItemId: number | null; points: number; createdAt: string }) =>
  db
    .insertInto('donations')
    .values({ memberId: v.memberId, wisherId: v.wisherId, donateItemId: v.donateItemId, points: v.points, createdAt: v.createdAt })
    .returning('id'),
)

/** Records one donation, to a wisher or of a donation item, and answers its id. */
export async function insertDonation(trx: Database, d: { memberId: number; wisherId?: number; donateItemId?: number; points: number; at: Date }): Promise<number> {
  const row = await donationRow.first(trx, { memberId: d.memberId, wisherId: d.wisherId ?? null, donateItemId: d.donateItemId ?? null, points: d.points, createdAt: d.at.toISOString() })
  return row!.id
}
