import { sql } from 'kysely'
import type { AdminRetailer, AdminSku } from '../../domain/point-chart.ts'
import type { Database } from './connection.ts'
import { localized } from './localized.ts'

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
