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
