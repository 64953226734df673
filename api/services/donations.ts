import { wisherDonationRefusal, type Wisher } from '../../domain/charity.ts'
import { activeWisher, addWisherPoints, donateItem, insertDonation } from '../db/charity.ts'
import type { Database } from '../db/connection.ts'
import { ApiError } from '../http/api-error.ts'
import { appendToLedger, balanceOf } from './ledger.ts'

/**
 * Donations (spec 2 §4, §9; DECISIONS "donations stop at the goal"). Each runs inside the caller's
 * write transaction: one `donations` row and one negative ledger row referencing it, or, refused,
 * nothing at all.
 */

async function debit(trx: Database, memberId: number, points: number, cause: { wisherId?: number; donateItemId?: number }, at: Date): Promise<number> {
  const donationId = await insertDonation(trx, { memberId, ...cause, points, at })
  if (!(await appendToLedger(trx, { memberId, points: -points, source: 'donation', reference: String(donationId), at }))) {
    throw new Error(`donation ${donationId} was already debited`)
  }
  return donationId
}

/** Gives a shown wisher `amount` points from the member's balance, never past its goal. */
export async function donateToWisher(trx: Database, memberId: number, wisherId: number, amount: number, at: Date): Promise<{ donationId: number; wisher: Wisher }> {
  if (!(await activeWisher(trx, wisherId))) throw new ApiError(404, 'wisherNotFound')
  if ((await balanceOf(trx, memberId)) < amount) throw new ApiError(409, 'insufficientPoints')
  if (!(await addWisherPoints(trx, wisherId, amount, at))) {
    // Read again: in this transaction, after the refused update, so the need is the one that refused it.
    const now = await activeWisher(trx, wisherId)
    if (!now) throw new ApiError(404, 'wisherNotFound')
    const stillNeeded = wisherDonationRefusal(now, amount)?.stillNeeded ?? 0
    throw new ApiError(409, stillNeeded === 0 ? 'wishFulfilled' : 'donationAboveNeed', { stillNeeded })
  }
  const donationId = await debit(trx, memberId, amount, { wisherId }, at)
  return { donationId, wisher: (await activeWisher(trx, wisherId))! }
}

/** Donates a shown donation item's points. */
export async function donateItemPoints(trx: Database, memberId: number, id: number, at: Date): Promise<{ donationId: number; points: number }> {
  const item = await donateItem(trx, id)
  if (!item) throw new ApiError(404, 'donateItemNotFound')
  if (item.active !== 1) throw new ApiError(409, 'itemNotAvailable')
  if ((await balanceOf(trx, memberId)) < item.points) throw new ApiError(409, 'insufficientPoints')
  return { donationId: await debit(trx, memberId, item.points, { donateItemId: id }, at), points: item.points }
}
