import { businessDate } from '../../domain/business-time.ts'
import type { UserVoucher } from '../../domain/vouchers.ts'
import { expiryFor } from '../../domain/vouchers.ts'
import type { Database } from '../db/connection.ts'
import { handOverCode, insertMemberVoucher, markUsed, type NewMemberVoucher, memberVoucher, milestoneVoucherType, nextWaitingCode, voucherType } from '../db/vouchers.ts'
import { ApiError } from '../http/api-error.ts'
import { appendToLedger, balanceOf } from './ledger.ts'
import { randomSymbols } from './random-symbols.ts'


/**
 * Redeems an e-voucher inside the caller's write transaction: the oldest waiting code of the type
 * becomes the member's and the points are debited by one ledger row, or, with no code left or too
 * few points, nothing is written.
 */
export async function redeemVoucher(trx: Database, memberId: number, typeId: number, at: Date): Promise<UserVoucher> {
  const type = await voucherType(trx, typeId)
  if (!type) throw new ApiError(404, 'voucherTypeNotFound')
  if (type.active !== 1 || type.milestone !== null) throw new ApiError(409, 'itemNotAvailable')
  // Points first: a code is taken last, so a member who cannot pay never holds one another could have.
  if ((await balanceOf(trx, memberId)) < type.points) throw new ApiError(409, 'insufficientPoints')
  const code = await nextWaitingCode(trx, typeId)
  if (!code) throw new ApiError(409, 'outOfStock')
  const id = await handOverPoolCode(trx, memberId, type, code, { points: type.points, source: 'redeemed', reference: String(code.id) }, at)
  if (type.points > 0) await appendToLedger(trx, { memberId, points: -type.points, source: 'voucher', reference: String(id), at })
  return (await memberVoucher(trx, memberId, id))!
}

type PoolVoucherType = NonNullable<Awaited<ReturnType<typeof voucherType>>>
type PoolCode = NonNullable<Awaited<ReturnType<typeof nextWaitingCode>>>

/**
 * Makes a waiting pool code of `type` the member's voucher, with the type's own expiry, and marks the
 * code taken; a code another transaction took meanwhile aborts the caller's transaction.
 */
export async function handOverPoolCode(
  trx: Database,
  memberId: number,
  type: PoolVoucherType,
  code: PoolCode,
  held: Pick<NewMemberVoucher, 'points' | 'source' | 'reference'>,
  at: Date,
): Promise<number> {
  const id = await insertMemberVoucher(trx, {
    memberId,
    typeId: type.id,
    name: type.name,
    valueSen: type.valueSen,
    ...held,
    code: code.code,
    expiresOn: expiryFor(type, businessDate(at)),
    at,
  })
  if (!(await handOverCode(trx, code.id, id))) throw new Error(`voucher code ${code.id} was taken by a concurrent transaction`)
  return id
}

/** A milestone voucher won by a unique code: its code is made here, readable over the phone. */
export async function awardMilestoneVoucher(trx: Database, memberId: number, milestone: number, at: Date): Promise<{ name: string; code: string; valueSen: number }> {
  const type = await milestoneVoucherType(trx, milestone)
  if (!type) throw new Error(`no voucher type for milestone ${milestone}`)
  const code = `RM${type.valueSen / 100}-${randomSymbols(10)}`
  await insertMemberVoucher(trx, {
    memberId,
    typeId: type.id,
    name: type.name,
    valueSen: type.valueSen,
    points: 0,
    code,
    source: 'milestone',
    reference: String(milestone),
    expiresOn: expiryFor(type, businessDate(at)),
    at,
  })
  return { name: type.name, code, valueSen: type.valueSen }
}

/** Uses one of the member's vouchers once, on or before its expiry date in Malaysia. */
export async function useVoucher(trx: Database, memberId: number, id: number, at: Date): Promise<UserVoucher> {
  const voucher = await memberVoucher(trx, memberId, id)
  if (!voucher) throw new ApiError(404, 'voucherNotFound')
  if (voucher.used) throw new ApiError(409, 'voucherAlreadyUsed')
  if (voucher.expiresOn < businessDate(at)) throw new ApiError(409, 'voucherExpired')
  if (!(await markUsed(trx, memberId, id, at))) throw new ApiError(409, 'voucherAlreadyUsed')
  return (await memberVoucher(trx, memberId, id))!
}
