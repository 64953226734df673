import { sql } from 'kysely'
import type { MembershipFacts } from '../../domain/membership.ts'
import type { TierHistoryStep } from '../../domain/tier-gifts.ts'
import type { Tier } from '../../domain/tiers.ts'
import type { Database } from './connection.ts'

/** A member who may be owed this year's birthday gift, with what their membership's end is made of but their children. */
export interface BirthdayCandidate extends Pick<MembershipFacts, 'pregnancyStage' | 'edb' | 'extendedTo'> {
  id: number
  dob: string
  verifiedAt: string
  tier: Tier
}

/**
 * Verified members after `afterId` whose birthday month (of `dob`, `YYYY-MM-DD`) is `month` or
 * earlier and who have no birthday credit for `year`, `limit` at a time by id. The ledger's
 * (member, source, reference) key answers "credited this year" from its index.
 */
export async function birthdayCandidates(db: Database, at: { year: string; month: string }, afterId: number, limit: number): Promise<BirthdayCandidate[]> {
  const rows = await db
    .selectFrom('members as m')
    .select(['m.id', 'm.dob', 'm.verifiedAt', 'm.tier', 'm.pregnancyStage', 'm.edb', 'm.membershipExtendedTo'])
    .where('m.id', '>', afterId)
    .where('m.verifiedAt', 'is not', null)
    .where('m.dob', 'is not', null)
    .where(sql<string>`substr(m.dob, 6, 2)`, '<=', at.month)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('pointsLedger as l').select('l.id').whereRef('l.memberId', '=', 'm.id').where('l.source', '=', 'birthday').where('l.reference', '=', at.year))),
    )
    .orderBy('m.id')
    .limit(limit)
    .execute()
  return rows.map((r) => ({ id: r.id, dob: r.dob!, verifiedAt: r.verifiedAt!, tier: r.tier, pregnancyStage: r.pregnancyStage, edb: r.edb, extendedTo: r.membershipExtendedTo }))
}

/** The yearly reviews of several members, by member. */
export async function tierHistoriesOf(db: Database, memberIds: number[]): Promise<Map<number, TierHistoryStep[]>> {
  const histories = new Map<number, TierHistoryStep[]>(memberIds.map((id) => [id, []]))
  if (memberIds.length === 0) return histories
  const rows = await db.selectFrom('tierHistory').select(['memberId', 'reviewDate', 'fromTier', 'toTier']).where('memberId', 'in', memberIds).execute()
  for (const { memberId, ...step } of rows) histories.get(memberId)!.push(step)
  return histories
}
