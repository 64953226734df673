import { sql } from 'kysely'
import type { BilingualImages } from '../services/uploads.ts'
import { type AdminSample, type CatalogSample, compareSampleSizes, type SampleBrand, type SampleCatalog } from '../../domain/sample-catalogue.ts'
import type { Database } from './connection.ts'
import { localized } from './localized.ts'

/** The sample diapers' queries (domain/sample-catalogue.ts): the back office's list and writes, the member's catalogue. */

interface SizeRow {
  brandId: number
  brandName: string
  brandImage: string
  formatId: number
  formatName: string
  sizeId: number
  sizeName: string
}

/** A size's place in every list: brand name, format name, then nb to xxl. */
const bySizePlace = (a: SizeRow, b: SizeRow) =>
  a.brandName.localeCompare(b.brandName) || a.brandId - b.brandId || a.formatName.localeCompare(b.formatName) || compareSampleSizes(a.sizeName, b.sizeName) || a.sizeId - b.sizeId

/** Every size with its brand and format, in list order. */
async function allSizes(db: Database): Promise<SizeRow[]> {
  const rows = await db
    .selectFrom('sizes')
    .innerJoin('brands', 'brands.id', 'sizes.brandId')
    .innerJoin('formats', 'formats.id', 'sizes.formatId')
    .select([
      'sizes.brandId',
      'brands.name as brandName',
      'brands.imageUrl as brandImage',
      'sizes.formatId',
      'formats.name as formatName',
      'sizes.id as sizeId',
      'sizes.name as sizeName',
    ])
    .execute()
  return rows.sort(bySizePlace)
}

/** Brands with their formats and sizes, from sizes in list order (so each group keeps it). */
function brandsOf(sizes: SizeRow[]): SampleBrand[] {
  const brands = new Map<number, SampleBrand>()
  for (const s of sizes) {
    const brand = brands.get(s.brandId) ?? { id: s.brandId, name: s.brandName, brandImage: s.brandImage, formats: [], sizes: [] }
    if (!brand.formats.some((f) => f.id === s.formatId)) brand.formats.push({ id: s.formatId, name: s.formatName })
    brand.sizes.push({ id: s.sizeId, name: s.sizeName, formatId: s.formatId })
    brands.set(s.brandId, brand)
  }
  return [...brands.values()]
}

const SAMPLE_COLUMNS = [
  's.id',
  's.sizeId',
  's.itemId',
  's.nameEn',
  's.nameBm',
  's.descriptionEn',
  's.descriptionBm',
  's.imageEn',
  's.imageBm',
  's.uom',
  's.inventory',
  's.redeemed',
  's.active',
  's.createdAt',
  's.updatedAt',
] as const

/** Samples (`ids`, or all), each with its size, in list order. */
async function samplesWithSizes(db: Database, ids?: number[]) {
  const [sizes, samples] = await Promise.all([
    allSizes(db),
    db
      .selectFrom('samples as s')
      .select(SAMPLE_COLUMNS)
      .$if(ids !== undefined, (q) => q.where('s.id', 'in', ids!.length ? ids! : [0]))
      .execute(),
  ])
  const sampleOf = new Map(samples.map((s) => [s.sizeId, s]))
  return sizes.flatMap((size) => {
    const sample = sampleOf.get(size.sizeId)
    return sample ? [{ size, sample }] : []
  })
}

type SampleWithSize = Awaited<ReturnType<typeof samplesWithSizes>>[number]

const catalogSample = ({ size, sample }: SampleWithSize): CatalogSample => ({
  id: sample.id,
  brandId: size.brandId,
  formatId: size.formatId,
  sizeId: size.sizeId,
  size: size.sizeName,
  itemName: localized(sample, 'name'),
  itemImage: localized(sample, 'image'),
  description: localized(sample, 'description'),
  remaining: sample.inventory - sample.redeemed,
})

const adminSample = (row: SampleWithSize): AdminSample => ({
  ...catalogSample(row),
  itemId: row.sample.itemId,
  uom: row.sample.uom,
  inventory: row.sample.inventory,
  redeemed: row.sample.redeemed,
  active: row.sample.active === 1,
  createdAt: row.sample.createdAt,
  updatedAt: row.sample.updatedAt,
})

/** Every sample, shown or hidden, by brand, format and size; or only those of `ids`. */
export async function adminSamples(db: Database, ids?: number[]): Promise<AdminSample[]> {
  return (await samplesWithSizes(db, ids)).map(adminSample)
}

/** Every brand that has sizes, with them: the ones a sample may be added for. */
export async function brandsWithSizes(db: Database): Promise<SampleBrand[]> {
  return brandsOf(await allSizes(db))
}

/** The member's catalogue: shown samples with stock left, and only the brands, formats and sizes that have one. */
export async function sampleCatalog(db: Database): Promise<SampleCatalog> {
  const open = (await samplesWithSizes(db)).filter(({ sample }) => sample.active === 1 && sample.redeemed < sample.inventory)
  return { brands: brandsOf(open.map((o) => o.size)), data: open.map(catalogSample) }
}

// ---- Writes (spec 3 §5 "Sample diaper add") ----

/** What staff write of a sample: its size, texts and numbers (images apart). */
export interface SampleWrite {
  sizeId: number
  itemId: string
  nameEn: string
  nameBm: string
  descriptionEn: string
  descriptionBm: string
  uom: string
  inventory: number
}
/** Whether the size is one of that brand's sizes in that format. */
export async function sizeBelongs(db: Database, size: { sizeId: number; brandId: number; formatId: number }): Promise<boolean> {
  const row = await db
    .selectFrom('sizes')
    .select('id')
    .where('id', '=', size.sizeId)
    .where('brandId', '=', size.brandId)
    .where('formatId', '=', size.formatId)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Whether a sample other than `exceptId` has the size. Read in the writing transaction before the
 * write, so that on PostgreSQL a concurrent write of the same size fails the serializable check
 * (and its retry reads it here) rather than the unique index.
 */
export async function sizeTaken(db: Database, sizeId: number, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('samples')
    .select('id')
    .where('sizeId', '=', sizeId)
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst()
  return row !== undefined
}

export async function sampleExists(db: Database, id: number): Promise<boolean> {
  return (await db.selectFrom('samples').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}

/** Adds a shown sample; answers its id. */
export async function insertSample(trx: Database, sample: SampleWrite & BilingualImages, at: Date): Promise<number> {
  const now = at.toISOString()
  const { id } = await trx
    .insertInto('samples')
    .values({ ...sample, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/**
 * Saves an edit, images only when given. The stock rule is part of the update (`redeemed <=
 * inventory`), so a member taking the sample between a check and the write cannot leave more
 * redeemed than there is.
 */
export async function updateSample(trx: Database, id: number, sample: SampleWrite & Partial<BilingualImages>, at: Date): Promise<'updated' | 'notFound' | 'belowRedeemed'> {
  const result = await trx
    .updateTable('samples')
    .set({ ...sample, updatedAt: at.toISOString() })
    .where('id', '=', id)
    .where('redeemed', '<=', sample.inventory)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 1) return 'updated'
  return (await sampleExists(trx, id)) ? 'belowRedeemed' : 'notFound'
}

/** Shows a hidden sample or hides a shown one; undefined when there is no such sample. */
export async function flipSampleActive(trx: Database, id: number, at: Date): Promise<{ id: number; active: boolean } | undefined> {
  const row = await trx
    .updateTable('samples')
    .set({ active: sql<0 | 1>`1 - active`, updatedAt: at.toISOString() })
    .where('id', '=', id)
    .returning(['id', 'active'])
    .executeTakeFirst()
  return row && { id: row.id, active: row.active === 1 }
}
