import { sql } from 'kysely'
import type { AdminRetailer, AdminSku } from '../../domain/point-chart.ts'
import type { Database } from './connection.ts'
import { localized } from './localized.ts'
import { preparedQuery } from './prepared-query.ts'

/** Every store, active or not, as the upload form orders them: by label with Others last. With `id`, that one. */
export async function adminRetailers(db: Database, id?: number): Promise<AdminRetailer[]> {
  const rows = await db
    .selectFrom('retailers')
    .select(['id', 'label', 'isOther', 'active'])
    .$if(id !== undefined, (q) => q.where('id', '=', id!))
    .orderBy('isOther')
    .orderBy('label')
    .execute()
  return rows.map((r) => ({ id: r.id, label: r.label, isOther: r.isOther === 1, active: r.active === 1 }))
}

/** Every product, active or not, as the public chart orders them: by brand, then name. With `id`, that one. */
export async function adminSkus(db: Database, id?: number): Promise<AdminSku[]> {
  const rows = await db
    .selectFrom('skus as s')
    .leftJoin('brands as b', 'b.id', 's.brandId')
    .select(['s.id', 's.nameEn', 's.nameBm', 's.brandId', 'b.name as brandName', 's.pointsPerUnit', 's.active', 's.updatedAt'])
    .$if(id !== undefined, (q) => q.where('s.id', '=', id!))
    .orderBy('b.name')
    .orderBy('s.nameEn')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    name: localized(r, 'name'),
    brand: r.brandId !== null && r.brandName !== null ? { id: r.brandId, name: r.brandName } : null,
    pointsPerUnit: r.pointsPerUnit,
    active: r.active === 1,
    updatedAt: r.updatedAt,
  }))
}

/** Whether another store already has this label, whatever its case. */
export async function retailerLabelTaken(db: Database, label: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('retailers')
    .select('id')
    .where(sql<string>`lower(label)`, '=', label.toLowerCase())
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst()
  return row !== undefined
}

/** The brands a product may belong to, by name. */
export const brandOptions = (db: Database) => db.selectFrom('brands').select(['id', 'name']).orderBy('name').execute()

export async function retailerExists(db: Database, id: number): Promise<boolean> {
  return (await db.selectFrom('retailers').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}

/** Whether the one "Others" store exists. */
export async function hasOtherRetailer(db: Database): Promise<boolean> {
  return (await db.selectFrom('retailers').select('id').where('isOther', '=', 1).executeTakeFirst()) !== undefined
}

export async function insertRetailer(db: Database, retailer: { label: string; isOther: boolean }): Promise<number> {
  const row = await db
    .insertInto('retailers')
    .values({ label: retailer.label, isOther: retailer.isOther ? 1 : 0 })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateRetailer(db: Database, id: number, retailer: { label: string; active: boolean }): Promise<void> {
  await db
    .updateTable('retailers')
    .set({ label: retailer.label, active: retailer.active ? 1 : 0 })
    .where('id', '=', id)
    .execute()
}

export async function skuExists(db: Database, id: number): Promise<boolean> {
  return (await db.selectFrom('skus').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}

interface SkuFields {
  nameEn: string
  nameBm: string
  brandId: number | null
  pointsPerUnit: number
}

export async function insertSku(db: Database, sku: SkuFields, at: Date): Promise<number> {
  const now = at.toISOString()
  const { id } = await db
    .insertInto('skus')
    .values({ ...sku, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function updateSku(db: Database, id: number, sku: SkuFields & { active: boolean }, at: Date): Promise<void> {
  await db
    .updateTable('skus')
    .set({ ...sku, active: sku.active ? 1 : 0, updatedAt: at.toISOString() })
    .where('id', '=', id)
    .execute()
}

/** The public point chart: active products by brand, then name. */
// Every visit reads the chart: compiled once.
const activeSkus = preparedQuery((db) =>
  db
    .selectFrom('skus as s')
    .leftJoin('brands as b', 'b.id', 's.brandId')
    .select(['s.id', 's.nameEn', 's.nameBm', 'b.name as brand', 's.pointsPerUnit'])
    .where('s.active', '=', 1)
    .orderBy('b.name')
    .orderBy('s.nameEn'),
)

export async function pointChartSkus(db: Database) {
  const rows = await activeSkus.all(db, {})
  return rows.map((r) => ({ id: r.id, name: localized(r, 'name'), brand: r.brand, pointsPerUnit: r.pointsPerUnit }))
}
