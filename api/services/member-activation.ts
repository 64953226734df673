import { businessMonthStart } from '../../domain/business-time.ts'
import { MAX_REFERRALS_PER_MONTH } from '../../domain/identity-rules.ts'
import type { Database } from '../db/connection.ts'
import { recordEvent } from '../db/tracking-events.ts'
import { ApiError } from '../http/api-error.ts'
import { appendToLedger } from './ledger.ts'
import { mayEarn } from './membership.ts'
import { referralPoints } from './points-settings.ts'
import { placeSampleOrder } from './samples.ts'

/** Credited referrals a member has made this Malaysian calendar month. */
export async function referralsThisMonth(db: Database, referrerId: number, at: Date): Promise<number> {
  const row = await db
    .selectFrom('referrals')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('referrerId', '=', referrerId)
    .where('creditedAt', '>=', businessMonthStart(at).toISOString())
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** One device, one account: whether a member other than `memberId` was verified on this signup device. */
export async function isDeviceTaken(db: Database, device: string, memberId?: number): Promise<boolean> {
  const taken = await db
    .selectFrom('members')
    .select('id')
    .where('signupDevice', '=', device)
    .where('verifiedAt', 'is not', null)
    .$if(memberId !== undefined, (q) => q.where('id', '!=', memberId!))
    .executeTakeFirst()
  return taken !== undefined
}

/** Numbers are unique among verified members: whether one other than `memberId` holds this one. */
async function isNumberTaken(db: Database, number: string, memberId: number): Promise<boolean> {
  const taken = await db.selectFrom('members').select('id').where('number', '=', number).where('verifiedAt', 'is not', null).where('id', '!=', memberId).executeTakeFirst()
  return taken !== undefined
}

/**
 * Turns a verified signup into a member, inside the caller's write transaction: marks them
 * verified, credits the referral (both sides, by the referrer's tier, within the month's limit) and
 * places the free-sample order they asked for. Returns the sample order's id, if one was placed.
 * Safe to reach twice: a member already verified is left as they are. Of two signups pending on one
 * device, or with one number from two devices, the first verified keeps it and the other is refused.
 */
export async function activateMember(trx: Database, memberId: number, at: Date): Promise<string | null> {
  const now = at.toISOString()
  const { signupDevice, number } = await trx.selectFrom('members').select(['signupDevice', 'number']).where('id', '=', memberId).executeTakeFirstOrThrow()
  if (signupDevice && (await isDeviceTaken(trx, signupDevice, memberId))) throw new ApiError(409, 'deviceTaken')
  if (await isNumberTaken(trx, number, memberId)) throw new ApiError(409, 'alreadyRegistered')
  const activated = await trx
    .updateTable('members')
    .set({ verifiedAt: now, updatedAt: now })
    .where('id', '=', memberId)
    .where('verifiedAt', 'is', null)
    .executeTakeFirst()
  if (Number(activated.numUpdatedRows) !== 1) return null
  await recordEvent(trx, memberId, { event: 'registration' }, at)

  const referral = await trx
    .selectFrom('referrals as r')
    .innerJoin('members as referrer', 'referrer.id', 'r.referrerId')
    .select(['r.id', 'r.referrerId', 'referrer.tier'])
    .where('r.refereeId', '=', memberId)
    .where('r.creditedAt', 'is', null)
    .executeTakeFirst()
  if (referral && (await referralsThisMonth(trx, referral.referrerId, at)) < MAX_REFERRALS_PER_MONTH) {
    const points = (await referralPoints(trx))[referral.tier]
    const reference = `referral:${referral.id}`
    // A referrer whose membership ended earns nothing; the friend they brought still does.
    if (await mayEarn(trx, referral.referrerId, at)) await appendToLedger(trx, { memberId: referral.referrerId, points: points.referrer, source: 'referrer', reference, at })
    await appendToLedger(trx, { memberId, points: points.referee, source: 'referee', reference, at })
    await trx.updateTable('referrals').set({ creditedAt: now }).where('id', '=', referral.id).execute()
  }
  return placeSignupSample(trx, memberId, at)
}

/**
 * The free sample asked for at signup, now that the member exists: placed as any sample order is
 * (same limits and stock), to their first address. A sample no longer available, or a household
 * already served, leaves the member without one; it never stops the verification.
 */
async function placeSignupSample(trx: Database, memberId: number, at: Date): Promise<string | null> {
  const member = await trx.selectFrom('members').select('pendingSampleId').where('id', '=', memberId).executeTakeFirstOrThrow()
  const address = await trx.selectFrom('addresses').select('id').where('memberId', '=', memberId).orderBy('id').executeTakeFirst()
  if (!member.pendingSampleId || !address) return null
  await trx.updateTable('members').set({ pendingSampleId: null }).where('id', '=', memberId).execute()
  try {
    return (await placeSampleOrder(trx, { memberId, sampleId: member.pendingSampleId, addressId: address.id, at })).id
  } catch (error) {
    if (error instanceof ApiError) return null
    throw error
  }
}
