import { randomInt } from 'node:crypto'
import { drawPrize, type MysteryEntry } from '../../domain/mystery-box.ts'
import type { Database } from '../db/connection.ts'
import { campaignPrizes, markBoxOpened, memberBox, openedBoxEntry, takePrize } from '../db/mystery-box.ts'
import { nextWaitingCode, voucherType } from '../db/vouchers.ts'
import { ApiError } from '../http/api-error.ts'
import { appendToLedger } from './ledger.ts'
import { handOverPoolCode } from './vouchers.ts'

/** A whole number in [0, total), from the operating system's cryptographic randomness. */
const cryptoPick = (total: number) => randomInt(total)

/**
 * Opens one of the member's closed boxes inside the caller's write transaction: a prize is drawn by
 * weight among those with stock left, its stock taken by a conditional update (a prize that lost
 * its last unit to another opening, or a voucher prize whose type has no code left, is set aside
 * and the draw made again among the rest), then it is given: points through the ledger keyed by
 * the box, or a waiting code of the voucher type with the type's own expiry. With no prize left
 * the box stays closed and nothing is written (mysteryPrizesGone).
 */
export async function openMysteryBox(trx: Database, memberId: number, boxId: number, at: Date, pick: (total: number) => number = cryptoPick): Promise<MysteryEntry> {
  const box = await memberBox(trx, memberId, boxId)
  if (!box) throw new ApiError(404, 'mysteryBoxNotFound')
  if (box.openedAt !== null) throw new ApiError(409, 'mysteryBoxOpened')
  let prizes = await campaignPrizes(trx, box.campaignId)
  for (;;) {
    const prize = drawPrize(prizes, pick)
    if (!prize) throw new ApiError(409, 'mysteryPrizesGone')
    const setAside = () => (prizes = prizes.filter((p) => p.id !== prize.id))
    const code = prize.kind === 'voucher' ? await nextWaitingCode(trx, prize.voucherTypeId!) : undefined
    if ((prize.kind === 'voucher' && !code) || !(await takePrize(trx, prize.id, at))) {
      setAside()
      continue
    }
    let memberVoucherId: number | null = null
    if (prize.kind === 'points') {
      await appendToLedger(trx, { memberId, points: prize.points!, source: 'mysteryBox', reference: String(boxId), at })
    } else {
      const type = (await voucherType(trx, prize.voucherTypeId!))!
      memberVoucherId = await handOverPoolCode(trx, memberId, type, code!, { points: 0, source: 'mysteryBox', reference: String(boxId) }, at)
    }
    // Conditional on the box still being closed: of racing openings one records a prize, the others roll back.
    if (!(await markBoxOpened(trx, boxId, { prizeId: prize.id, points: prize.kind === 'points' ? prize.points : null, memberVoucherId }, at))) {
      throw new ApiError(409, 'mysteryBoxOpened')
    }
    return (await openedBoxEntry(trx, boxId))!
  }
}
