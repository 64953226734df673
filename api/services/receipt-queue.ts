import { businessDayOfMonth, businessDaysWithin } from '../../domain/business-time.ts'
import { receiptPoints } from '../../domain/receipt-rules.ts'
import { type AdminReceipt, RECEIPT_QUEUE_LIMIT, type ReceiptQueue, type ReceiptQueueFilter } from '../../domain/receipt-review.ts'
import { MEDIA_TYPES, type UploadKind } from '../../domain/uploads.ts'
import { receiptFileUrl } from '../../domain/contract/receipts.ts'
import type { Database } from '../db/connection.ts'
import { doublePointDays } from './points-settings.ts'
import { localized } from '../db/localized.ts'

/** What approving a receipt now would credit, and why it is multiplied. */
export interface Suggestion {
  points: number
  firstReceipt: boolean
  doublePointDay: boolean
}

/**
 * The suggested points of receipts: the point chart's points per unit (as it is now) times each
 * quantity, 3x while the member has no approved receipt, 2x when uploaded on a double-point day.
 * Approval calls it inside its write transaction, so the answer cannot change under it.
 */
export async function suggestPoints(db: Database, receipts: { id: number; memberId: number; createdAt: string }[]): Promise<Map<number, Suggestion>> {
  if (receipts.length === 0) return new Map()
  const lines = await db
    .selectFrom('receiptItems as i')
    .innerJoin('skus as k', 'k.id', 'i.skuId')
    .select(['i.receiptId', 'i.quantity', 'k.pointsPerUnit'])
    .where('i.receiptId', 'in', receipts.map((r) => r.id))
    .execute()
  const approved = await db
    .selectFrom('receipts')
    .select('memberId')
    .distinct()
    .where('status', '=', 'approved')
    .where('memberId', 'in', [...new Set(receipts.map((r) => r.memberId))])
    .execute()
  const earned = new Set(approved.map((r) => r.memberId))
  const days = await doublePointDays(db)
  return new Map(
    receipts.map((r) => {
      const bonuses = { firstReceipt: !earned.has(r.memberId), doublePointDay: days.includes(businessDayOfMonth(new Date(r.createdAt))) }
      const points = receiptPoints(
        lines.filter((l) => l.receiptId === r.id),
        { first: bonuses.firstReceipt, doublePointDay: bonuses.doublePointDay },
      )
      return [r.id, { points, ...bonuses }]
    }),
  )
}

/** The queue's filter, or one receipt by its uuid. */
export type QueueQuery = ReceiptQueueFilter & { id?: string }

/** Receipts matching the filter, in queue order. */
function matching(db: Database, q: QueueQuery) {
  return db
    .selectFrom('receipts as r')
    .$if(q.status !== undefined, (qb) => qb.where('r.status', '=', q.status!))
    .$if(q.startDate !== undefined && q.endDate !== undefined, (qb) => {
      const { from, to } = businessDaysWithin(q)
      return qb.where('r.createdAt', '>=', from!).where('r.createdAt', '<', to!)
    })
    .$if(q.id !== undefined, (qb) => qb.where('r.uuid', '=', q.id!))
}

/**
 * The review queue: pending receipts first, oldest first (the order they are worked through), then
 * decided ones, latest decision first. At most RECEIPT_QUEUE_LIMIT, with the count of all matching.
 */
export async function receiptQueue(db: Database, apiRoot: string, q: QueueQuery): Promise<ReceiptQueue> {
  const { total } = await matching(db, q)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  const rows = await matching(db, q)
    .innerJoin('members as m', 'm.id', 'r.memberId')
    .innerJoin('retailers as s', 's.id', 'r.retailerId')
    .select([
      'r.id',
      'r.uuid',
      'r.memberId',
      'm.name',
      'm.email',
      'm.number',
      's.label',
      's.isOther',
      'r.otherStore',
      'r.receiptDate',
      'r.invoiceNo',
      'r.createdAt',
      'r.status',
      'r.points',
      'r.reason',
      'r.note',
      'r.decidedAt',
      'r.fileKind',
    ])
    .orderBy((eb) => eb.case().when('r.status', '=', 'pending').then(0).else(1).end())
    .orderBy((eb) => eb.case().when('r.status', '=', 'pending').then(eb.ref('r.createdAt')).end())
    .orderBy('r.decidedAt', 'desc')
    .orderBy('r.id')
    .limit(RECEIPT_QUEUE_LIMIT)
    .execute()
  if (rows.length === 0) return { data: [], total: Number(total) }

  const products = await db
    .selectFrom('receiptItems as i')
    .innerJoin('skus as k', 'k.id', 'i.skuId')
    .select(['i.receiptId', 'i.skuId', 'k.nameEn', 'k.nameBm', 'i.quantity', 'k.pointsPerUnit'])
    .where('i.receiptId', 'in', rows.map((r) => r.id))
    .orderBy('i.line')
    .execute()
  const suggestions = await suggestPoints(
    db,
    rows.filter((r) => r.status === 'pending'),
  )

  const data = rows.map((r): AdminReceipt => {
    const suggestion = suggestions.get(r.id)
    return {
      id: r.uuid,
      member: { name: r.name, email: r.email, number: r.number },
      store: { label: r.label, isOther: r.isOther === 1, otherStore: r.otherStore },
      receiptDate: r.receiptDate,
      invoiceNo: r.invoiceNo,
      uploadedAt: r.createdAt,
      status: r.status,
      products: products
        .filter((p) => p.receiptId === r.id)
        .map((p) => ({ skuId: p.skuId, name: localized(p, 'name'), quantity: p.quantity, pointsPerUnit: p.pointsPerUnit })),
      suggestedPoints: suggestion?.points ?? null,
      bonuses: suggestion ? { firstReceipt: suggestion.firstReceipt, doublePointDay: suggestion.doublePointDay } : null,
      points: r.points,
      reason: r.reason,
      note: r.note,
      decidedAt: r.decidedAt,
      fileUrl: receiptFileUrl(apiRoot, r.uuid),
      // Receipts are stored only as PNG, JPEG or PDF (services/uploads.ts RECEIPT_FILE).
      fileType: MEDIA_TYPES[r.fileKind as UploadKind] as AdminReceipt['fileType'],
    }
  })
  return { data, total: Number(total) }
}
