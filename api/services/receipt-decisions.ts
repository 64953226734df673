import type { ReceiptApprove, ReceiptReject } from '../../domain/receipt-review.ts'
import type { Database } from '../db/connection.ts'
import { postInboxMessage } from '../db/inbox.ts'
import { grantBoxes } from '../db/mystery-box.ts'
import type { ReceiptsTable } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { appendToLedger } from './ledger.ts'
import { suggestPoints } from './receipt-queue.ts'
import { inTransaction } from '../db/transaction.ts'
import type { SessionAdmin } from '../deps.ts'
import { recordAudit } from './audit.ts'

interface Decider {
  admin: Pick<SessionAdmin, 'id' | 'username'>
  at: Date
}

/** A receipt still waiting for review: 404 when there is no such receipt, 409 when it was decided. */
async function pendingReceipt(trx: Database, uuid: string) {
  const receipt = await trx.selectFrom('receipts').select(['id', 'memberId', 'status', 'invoiceNo', 'createdAt']).where('uuid', '=', uuid).executeTakeFirst()
  if (!receipt) throw new ApiError(404, 'receiptNotFound')
  if (receipt.status !== 'pending') throw new ApiError(409, 'receiptAlreadyDecided')
  return receipt
}

type Decision = Pick<ReceiptsTable, 'points' | 'reason' | 'note'> & { status: 'approved' | 'rejected' }

/**
 * Moves a receipt out of pending. The update is conditional on the receipt still being pending, so
 * of two admins deciding at once exactly one wins, here and on a database with row locks alike.
 */
async function settle(trx: Database, receiptId: number, decision: Decision, by: Decider): Promise<void> {
  const result = await trx
    .updateTable('receipts')
    .set({ ...decision, decidedBy: by.admin.id, decidedAt: by.at.toISOString() })
    .where('id', '=', receiptId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, 'receiptAlreadyDecided')
}

/** A decision in the audit log: the receipt was pending before, decided after. */
const audit = (trx: Database, by: Decider, verb: 'approve' | 'reject', uuid: string, after: object) =>
  recordAudit(trx, { admin: by.admin, entity: 'receipt', verb, entityId: uuid, before: { status: 'pending' }, after, at: by.at })

/**
 * Approves a pending receipt and credits its points, in one short write transaction: the suggestion
 * (or the admin's points, which then need a note), the decision, the ledger row, the member's
 * inbox message and a mystery box of each campaign running at the approval commit together or not
 * at all. The ledger's and the box's reference is the receipt's uuid, so it is credited once.
 */
export async function approveReceipt(db: Database, input: ReceiptApprove, by: Decider): Promise<void> {
  await inTransaction(db, async (trx) => {
    const receipt = await pendingReceipt(trx, input.id)
    const suggestion = (await suggestPoints(trx, [receipt])).get(receipt.id)!
    const points = input.points ?? suggestion.points
    const note = input.note || null
    if (points !== suggestion.points && !note) throw new ApiError(422, 'adjustmentNoteRequired')
    await settle(trx, receipt.id, { status: 'approved', points, reason: null, note }, by)
    const credited = await appendToLedger(trx, { memberId: receipt.memberId, points, source: 'receipt', reference: input.id, at: by.at })
    if (!credited) throw new ApiError(409, 'receiptAlreadyDecided')
    await grantBoxes(trx, receipt.memberId, 'receipt', input.id, by.at)
    await postInboxMessage(trx, receipt.memberId, { kind: 'receiptApproved', params: { invoiceNo: receipt.invoiceNo, points } }, by.at)
    await audit(trx, by, 'approve', input.id, { status: 'approved', points, note })
  })
}

/** Rejects a pending receipt with the reason its member will read, in their inbox too; nothing is credited. */
export async function rejectReceipt(db: Database, input: ReceiptReject, by: Decider): Promise<void> {
  await inTransaction(db, async (trx) => {
    const receipt = await pendingReceipt(trx, input.id)
    await settle(trx, receipt.id, { status: 'rejected', points: null, reason: input.reason, note: null }, by)
    await postInboxMessage(trx, receipt.memberId, { kind: 'receiptRejected', params: { invoiceNo: receipt.invoiceNo, reason: input.reason } }, by.at)
    await audit(trx, by, 'reject', input.id, { status: 'rejected', reason: input.reason })
  })
}
