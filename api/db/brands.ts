import { sql } from 'kysely'
import { compareSizes, type AdminBrand, type MemberBrand, type Size } from '../../domain/catalogue.ts'
import type { Database } from './connection.ts'

type SizeRow = Size & { formatName: string }

/** Sizes of the given brands (all brands when none are given), by format name, then nb to xxl. */
async function sizesOf(db: Database, brandIds?: number[]): Promise<SizeRow[]> {
  const rows = await db
    .selectFrom('sizes')
    .innerJoin('formats', 'formats.id', 'sizes.formatId')
    .select(['sizes.id', 'sizes.name', 'sizes.description', 'sizes.brandId', 'sizes.formatId', 'formats.name as formatName'])
    .$if(brandIds !== undefined, (q) => q.where('sizes.brandId', 'in', brandIds!))
    .execute()
  return rows.sort((a, b) => a.formatName.localeCompare(b.formatName) || compareSizes(a.name, b.name))
}

const plainSize = ({ formatName: _, ...size }: SizeRow): Size => size

/** A brand's formats are the formats it has sizes in; `sizes` arrive sorted, so each group is too. */
function formatsOf(sizes: SizeRow[]): AdminBrand['format'] {
  const formats = new Map<number, AdminBrand['format'][number]>()
  for (const s of sizes) {
    const format = formats.get(s.formatId) ?? { id: s.formatId, name: s.formatName, size: [] }
    format.size.push({ id: s.id, name: s.name })
    formats.set(s.formatId, format)
  }
  return [...formats.values()]
}

/** Brands as the back office sees them, oldest first; with `id`, that brand only (none if unknown). */
export async function adminBrands(db: Database, id?: number): Promise<AdminBrand[]> {
  const brands = await db
    .selectFrom('brands')
    .selectAll()
    .$if(id !== undefined, (q) => q.where('id', '=', id!))
    .orderBy('id')
    .execute()
  const sizes = await sizesOf(db, id === undefined ? undefined : [id])
  return brands.map((b) => {
    const own = sizes.filter((s) => s.brandId === b.id)
    return {
      id: b.id,
      name: b.name,
      description: b.description,
      imageUrl: b.imageUrl,
      milestoneCampaign: b.milestoneCampaign === 1,
      createdAt: b.createdAt,
      updatedAt: b.updatedAt,
      format: formatsOf(own),
      sizes: own.map(plainSize),
    }
  })
}

/** Brands a member can pick for a baby: those with at least one size, by name. */
export async function memberBrands(db: Database): Promise<MemberBrand[]> {
  const brands = await db.selectFrom('brands').select(['id', 'name']).orderBy('name').execute()
  const sizes = await sizesOf(db)
  return brands.flatMap((b) => {
    const own = sizes.filter((s) => s.brandId === b.id)
    if (!own.length) return []
    return [{ id: b.id, name: b.name, formats: formatsOf(own).map(({ id, name }) => ({ id, name })), sizes: own.map(plainSize) }]
  })
}

/** Whether another brand already has this name, whatever its case. */
export async function brandNameTaken(db: Database, name: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('brands')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst()
  return row !== undefined
}

export async function insertBrand(db: Database, brand: { name: string; description: string; imageUrl: string }, at: Date): Promise<number> {
  const now = at.toISOString()
  const { id } = await db
    .insertInto('brands')
    .values({ ...brand, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** Changes what is given; an image or the milestone flag left out stays as it is. */
export async function updateBrand(db: Database, id: number, brand: { name: string; description: string; imageUrl?: string; milestoneCampaign?: boolean }, at: Date): Promise<void> {
  const { milestoneCampaign, imageUrl, ...text } = brand
  await db
    .updateTable('brands')
    .set({
      ...text,
      updatedAt: at.toISOString(),
      ...(imageUrl && { imageUrl }),
      ...(milestoneCampaign !== undefined && { milestoneCampaign: milestoneCampaign ? 1 : 0 }),
    })
    .where('id', '=', id)
    .execute()
}

export async function formatNames(db: Database): Promise<string[]> {
  return (await db.selectFrom('formats').select('name').orderBy('name').execute()).map((r) => r.name)
}

export async function formatIdByName(db: Database, name: string): Promise<number | undefined> {
  return (await db.selectFrom('formats').select('id').where('name', '=', name).executeTakeFirst())?.id
}

export async function insertFormat(db: Database, name: string): Promise<void> {
  await db.insertInto('formats').values({ name }).execute()
}

/** Whether the brand has sizes in the format: a format is assigned once. */
export async function brandHasFormat(db: Database, brandId: number, formatId: number): Promise<boolean> {
  return (await db.selectFrom('sizes').select('id').where('brandId', '=', brandId).where('formatId', '=', formatId).executeTakeFirst()) !== undefined
}

/** Gives the brand the format in these sizes. */
export async function insertSizes(db: Database, brandId: number, formatId: number, sizes: string[], at: Date): Promise<void> {
  await db
    .insertInto('sizes')
    .values(sizes.map((name) => ({ brandId, formatId, name })))
    .execute()
  await db.updateTable('brands').set({ updatedAt: at.toISOString() }).where('id', '=', brandId).execute()
}

export async function brandExists(db: Database, id: number): Promise<boolean> {
  return (await db.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}
