import type { MemberReceipt } from '../../domain/receipts.ts'
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
    fileUrl: `${apiRoot}/receipt/${r.uuid}/file`,
  }))
}

/** Whether a receipt row names this private file (the start-up sweep keeps only such files). */
export async function receiptNamesFile(db: Database, fileName: string): Promise<boolean> {
  return (await db.selectFrom('receipts').select('id').where('fileName', '=', fileName).executeTakeFirst()) !== undefined
}
