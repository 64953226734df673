import { randomUUID } from 'node:crypto'
import type { MemberReceipt } from '../../domain/receipts.ts'
import { receiptFileUrl } from '../../domain/contract/receipts.ts'
import type { Database } from './connection.ts'
import { localized } from './localized.ts'

/** Receipts with their store and products, as a member's history shows them. */
export async function memberReceipts(db: Database, apiRoot: string, where: { memberId: number; receiptId?: number }): Promise<MemberReceipt[]> {
  let query = db
    .selectFrom('receipts as r')
    .innerJoin('retailers as s', 's.id', 'r.retailerId')
    .select(['r.id', 'r.uuid', 's.label', 'r.otherStore', 'r.receiptDate', 'r.invoiceNo', 'r.status', 'r.points', 'r.reason', 'r.createdAt'])
    .where('r.memberId', '=', where.memberId)
    .orderBy('r.createdAt', 'desc')
  if (where.receiptId !== undefined) query = query.where('r.id', '=', where.receiptId)
  const rows = await query.execute()
  if (rows.length === 0) return []
  const items = await db
    .selectFrom('receiptItems as i')
    .innerJoin('skus as k', 'k.id', 'i.skuId')
    .select(['i.receiptId', 'k.nameEn', 'k.nameBm', 'i.quantity'])
    .where('i.receiptId', 'in', rows.map((r) => r.id))
    .orderBy('i.line')
    .execute()
  return rows.map((r) => ({
    id: r.uuid,
    store: r.otherStore ?? r.label,
    receiptDate: r.receiptDate,
    invoiceNo: r.invoiceNo,
    status: r.status,
    points: r.points,
    reason: r.reason,
    createdAt: r.createdAt,
    products: items.filter((i) => i.receiptId === r.id).map((i) => ({ name: localized(i, 'name'), quantity: i.quantity })),
    fileUrl: receiptFileUrl(apiRoot, r.uuid),
  }))
}

/** Whether a receipt row names this private file (the start-up sweep keeps only such files). */
export async function receiptNamesFile(db: Database, fileName: string): Promise<boolean> {
  return (await db.selectFrom('receipts').select('id').where('fileName', '=', fileName).executeTakeFirst()) !== undefined
}

/** Stores for the upload form: active ones by label, Others last. */
export async function retailerOptions(db: Database) {
  const rows = await db.selectFrom('retailers').select(['id', 'label', 'isOther']).where('active', '=', 1).orderBy('isOther').orderBy('label').execute()
  return rows.map((r) => ({ label: r.label, value: r.id, isOther: r.isOther === 1 }))
}

/** Products for the upload form: active ones by English name. */
export async function skuOptions(db: Database) {
  const rows = await db.selectFrom('skus').select(['id', 'nameEn', 'nameBm', 'pointsPerUnit']).where('active', '=', 1).orderBy('nameEn').execute()
  return rows.map((s) => ({ label: localized(s, 'name'), value: s.id, pointsPerUnit: s.pointsPerUnit }))
}

export function activeRetailer(db: Database, id: number) {
  return db.selectFrom('retailers').select(['id', 'isOther']).where('id', '=', id).where('active', '=', 1).executeTakeFirst()
}

/** Whether every one of these products is on the chart now. */
export async function allSkusActive(db: Database, ids: number[]): Promise<boolean> {
  const known = await db.selectFrom('skus').select('id').where('active', '=', 1).where('id', 'in', ids).execute()
  return known.length === ids.length
}

/** A receipt not rejected with the same store and invoice, or the same file. */
export async function hasDuplicateReceipt(db: Database, duplicateKey: string, fileSha256: string): Promise<boolean> {
  const duplicate = await db
    .selectFrom('receipts')
    .select('id')
    .where('status', '!=', 'rejected')
    .where((eb) => eb.or([eb('duplicateKey', '=', duplicateKey), eb('fileSha256', '=', fileSha256)]))
    .executeTakeFirst()
  return duplicate !== undefined
}

/** When the member uploaded since `since`. */
export async function uploadTimesSince(db: Database, memberId: number, since: Date): Promise<Date[]> {
  const rows = await db.selectFrom('receipts').select('createdAt').where('memberId', '=', memberId).where('createdAt', '>=', since.toISOString()).execute()
  return rows.map((r) => new Date(r.createdAt))
}

export async function hasUploadedReceipt(db: Database, memberId: number): Promise<boolean> {
  return (await db.selectFrom('receipts').select('id').where('memberId', '=', memberId).executeTakeFirst()) !== undefined
}

interface NewReceipt {
  memberId: number
  retailerId: number
  otherStore: string | null
  receiptDate: string
  invoiceNo: string
  duplicateKey: string
  fileName: string
  fileKind: string
  fileSha256: string
  products: { skuId: number; quantity: number }[]
}

/** A receipt awaiting review, with its product lines in the order given. */
export async function insertReceipt(db: Database, { products, ...receipt }: NewReceipt, at: Date): Promise<number> {
  const { id } = await db
    .insertInto('receipts')
    .values({ ...receipt, uuid: randomUUID(), points: null, reason: null, note: null, decidedBy: null, decidedAt: null, createdAt: at.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db.insertInto('receiptItems').values(products.map((p, i) => ({ receiptId: id, skuId: p.skuId, line: i + 1, quantity: p.quantity }))).execute()
  return id
}

/** Where a receipt's file is, and whose receipt it is. */
export function receiptFile(db: Database, uuid: string) {
  return db.selectFrom('receipts').select(['memberId', 'fileName', 'fileKind']).where('uuid', '=', uuid).executeTakeFirst()
}
