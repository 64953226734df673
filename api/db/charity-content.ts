import { sql } from 'kysely'
import { wisherAvatarUrl } from '../../domain/charity.ts'
import type { AdminBlog, AdminDonateItem, AdminJourney, AdminWisher } from '../../domain/charity-content.ts'
import { blogImagesOf } from './charity.ts'
import type { Database } from './connection.ts'
import { localized } from './localized.ts'

/**
 * Share a Little Comfort as the back office manages it (spec 3 §2.9): the only home of the SQL of
 * its lists and writes; what members read and donate is in charity.ts. Each write leaves the row as
 * the back office lists it readable in the same transaction, for the audit log.
 */

export interface WisherWrite {
  name: string
  age: number
  avatar: number
  wishEn: string
  wishBm: string
  goalPoints: number
}

export interface JourneyWrite {
  homes: number
  children: number
  points: number
  products: number
  descriptionEn: string
  descriptionBm: string
  progressPoints: number
}

export interface BlogWrite {
  titleEn: string
  titleBm: string
  venue: string
  descriptionEn: string
  descriptionBm: string
}

export interface DonateItemWrite {
  itemId: string
  nameEn: string
  nameBm: string
  points: number
  imageUrl?: string
}

const flag = (active: number) => active === 1

/** Every wisher, newest first, or the one with `id`. */
export async function adminWishers(db: Database, id?: number): Promise<AdminWisher[]> {
  let query = db.selectFrom('wishers').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc')
  if (id !== undefined) query = query.where('id', '=', id)
  return (await query.execute()).map((w) => ({
    id: w.id,
    name: w.name,
    age: w.age,
    avatar: w.avatar,
    image: wisherAvatarUrl(w.avatar),
    wishes: localized(w, 'wish'),
    points: w.points,
    goalPoints: w.goalPoints,
    active: flag(w.active),
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
  }))
}

export async function insertWisher(trx: Database, wisher: WisherWrite, at: Date): Promise<number> {
  const now = at.toISOString()
  const row = await trx
    .insertInto('wishers')
    .values({ ...wisher, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * Updates a wisher. The goal may not fall below what it has received: checked by the update itself,
 * as donations may land meanwhile (the table's check would refuse it too, as an error).
 */
export async function updateWisher(trx: Database, id: number, wisher: Partial<WisherWrite>, at: Date): Promise<'updated' | 'notFound' | 'goalBelowReceived'> {
  let query = trx
    .updateTable('wishers')
    .set({ ...wisher, updatedAt: at.toISOString() })
    .where('id', '=', id)
  if (wisher.goalPoints !== undefined) query = query.where('points', '<=', wisher.goalPoints)
  const result = await query.executeTakeFirst()
  if (result.numUpdatedRows > 0n) return 'updated'
  const exists = await trx.selectFrom('wishers').select('id').where('id', '=', id).executeTakeFirst()
  return exists ? 'goalBelowReceived' : 'notFound'
}

export async function flipWisherActive(trx: Database, id: number, at: Date): Promise<boolean> {
  const result = await trx.updateTable('wishers').set({ active: sql<0 | 1>`1 - active`, updatedAt: at.toISOString() }).where('id', '=', id).executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** The one journey row (the migration made it). */
export async function adminJourney(db: Database): Promise<AdminJourney> {
  const j = await db.selectFrom('journey').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()
  return {
    home: j.homes,
    children: j.children,
    points: j.points,
    product: j.products,
    description: localized(j, 'description'),
    progressPoints: j.progressPoints,
    updatedAt: j.updatedAt,
  }
}

export async function updateJourney(trx: Database, journey: JourneyWrite, at: Date): Promise<void> {
  await trx
    .updateTable('journey')
    .set({ ...journey, updatedAt: at.toISOString() })
    .where('id', '=', 1)
    .execute()
}

/** Every blog, newest first, or the one with `id`, each with its images in order. */
export async function adminBlogs(db: Database, id?: number): Promise<AdminBlog[]> {
  let query = db.selectFrom('blogs').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc')
  if (id !== undefined) query = query.where('id', '=', id)
  const blogs = await query.execute()
  const images = await blogImagesOf(db, blogs.map((b) => b.id))
  return blogs.map((b) => ({
    id: b.id,
    title: localized(b, 'title'),
    venue: b.venue,
    description: localized(b, 'description'),
    images: images.get(b.id) ?? [],
    active: flag(b.active),
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  }))
}

export async function insertBlog(trx: Database, blog: BlogWrite, at: Date): Promise<number> {
  const now = at.toISOString()
  const row = await trx
    .insertInto('blogs')
    .values({ ...blog, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateBlog(trx: Database, id: number, blog: BlogWrite, at: Date): Promise<boolean> {
  const result = await trx
    .updateTable('blogs')
    .set({ ...blog, updatedAt: at.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/**
 * Sets a blog's gallery to `urls` in order: its image rows are replaced, so positions stay 0..n-1
 * under the (blog, position) key. The files of removed images are kept, as for every replaced image.
 */
export async function replaceBlogImages(trx: Database, blogId: number, urls: readonly string[]): Promise<void> {
  await trx.deleteFrom('blogImages').where('blogId', '=', blogId).execute()
  await trx
    .insertInto('blogImages')
    .values(urls.map((url, position) => ({ blogId, position, url })))
    .execute()
}

/** A blog's images' addresses by id. */
export async function blogImageUrls(trx: Database, blogId: number): Promise<Map<number, string>> {
  const rows = await trx.selectFrom('blogImages').select(['id', 'url']).where('blogId', '=', blogId).execute()
  return new Map(rows.map((r) => [r.id, r.url]))
}

export async function flipBlogActive(trx: Database, id: number, at: Date): Promise<boolean> {
  const result = await trx.updateTable('blogs').set({ active: sql<0 | 1>`1 - active`, updatedAt: at.toISOString() }).where('id', '=', id).executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Every donation item, newest first, or the one with `id`. */
export async function adminDonateItems(db: Database, id?: number): Promise<AdminDonateItem[]> {
  let query = db.selectFrom('donateItems').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc')
  if (id !== undefined) query = query.where('id', '=', id)
  return (await query.execute()).map((d) => ({
    id: d.id,
    itemId: d.itemId,
    itemName: localized(d, 'name'),
    itemImage: d.imageUrl,
    points: d.points,
    active: flag(d.active),
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  }))
}

export async function insertDonateItem(trx: Database, item: DonateItemWrite & { imageUrl: string }, at: Date): Promise<number> {
  const now = at.toISOString()
  const row = await trx
    .insertInto('donateItems')
    .values({ ...item, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Updates a donation item; its image only when a new one came. */
export async function updateDonateItem(trx: Database, id: number, item: DonateItemWrite, at: Date): Promise<boolean> {
  const result = await trx
    .updateTable('donateItems')
    .set({ ...item, updatedAt: at.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function flipDonateItemActive(trx: Database, id: number, at: Date): Promise<boolean> {
  const result = await trx.updateTable('donateItems').set({ active: sql<0 | 1>`1 - active`, updatedAt: at.toISOString() }).where('id', '=', id).executeTakeFirst()
  return result.numUpdatedRows > 0n
}
