import { sql } from 'kysely'
import { shiftDays, shiftYears } from '../../domain/business-time.ts'
import { MEMBERSHIP_CHILD_YEARS, type MembershipFacts } from '../../domain/membership.ts'
import type { Database } from './connection.ts'

/** What a member's membership end is worked out from (domain/membership.ts). */
export async function membershipFactsOf(db: Database, memberId: number): Promise<MembershipFacts> {
  const [member, babies] = await Promise.all([
    db.selectFrom('members').select(['pregnancyStage', 'edb', 'membershipExtendedTo']).where('id', '=', memberId).executeTakeFirstOrThrow(),
    db.selectFrom('babies').select('birthDate').where('memberId', '=', memberId).execute(),
  ])
  return { pregnancyStage: member.pregnancyStage, edb: member.edb, extendedTo: member.membershipExtendedTo, childBirthDates: babies.map((b) => b.birthDate) }
}

/** The birth dates of several members' children, by member (none: an empty list). */
export async function childBirthDatesOf(db: Database, memberIds: number[]): Promise<Map<number, string[]>> {
  const births = new Map<number, string[]>(memberIds.map((id) => [id, []]))
  if (memberIds.length === 0) return births
  const rows = await db.selectFrom('babies').select(['memberId', 'birthDate']).where('memberId', 'in', memberIds).execute()
  for (const row of rows) births.get(row.memberId)!.push(row.birthDate)
  return births
}

/** Sets the later end a back-office admin chose. */
export async function setMembershipExtension(db: Database, memberId: number, extendedTo: string, at: Date): Promise<void> {
  await db.updateTable('members').set({ membershipExtendedTo: extendedTo, updatedAt: at.toISOString() }).where('id', '=', memberId).execute()
}

// A literal, as the partial index names it, so both engines' planners match the index.
const PREGNANT = sql<boolean>`pregnancy_stage = 'pregnant'`

/** A member whose end may fall in the notice window, with the facts to tell. */
export interface NoticeCandidate extends MembershipFacts {
  id: number
  noticeFor: string | null
}

/**
 * Verified members whose end could fall between `from` and `to` (Malaysian dates), after member
 * `afterId`, `limit` candidates at a time: those with a child born in the matching span (a day's
 * slack each side for 29 February), an expected birth in it, or an admin's extension in it. Each
 * source is a range read of its own index (migration 0040), so a run reads the few members near
 * their end, not every member. A superset: the caller works out each end with the domain rule.
 */
export async function membershipNoticeCandidates(db: Database, window: { from: string; to: string }, afterId: number, limit: number): Promise<{ lastId: number | null; members: NoticeCandidate[] }> {
  const bornFrom = shiftYears(shiftDays(window.from, -2), -MEMBERSHIP_CHILD_YEARS)
  const bornTo = shiftYears(window.to, -MEMBERSHIP_CHILD_YEARS)
  const near = db
    .selectFrom('babies')
    .select('memberId as id')
    .where('birthDate', '>=', bornFrom)
    .where('birthDate', '<=', bornTo)
    .union(db.selectFrom('members').select('id').where(PREGNANT).where('edb', '>=', bornFrom).where('edb', '<=', bornTo))
    .union(db.selectFrom('members').select('id').where('membershipExtendedTo', '>=', window.from).where('membershipExtendedTo', '<=', window.to))
  const ids = (await db.selectFrom(near.as('near')).select('near.id').where('near.id', '>', afterId).orderBy('near.id').limit(limit).execute()).map((r) => r.id)
  if (ids.length === 0) return { lastId: null, members: [] }
  const [members, births] = await Promise.all([
    db
      .selectFrom('members')
      .select(['id', 'pregnancyStage', 'edb', 'membershipExtendedTo', 'membershipNoticeFor'])
      .where('id', 'in', ids)
      .where('verifiedAt', 'is not', null)
      .execute(),
    childBirthDatesOf(db, ids),
  ])
  return {
    lastId: ids.at(-1)!,
    members: members.map((m) => ({
      id: m.id,
      pregnancyStage: m.pregnancyStage,
      edb: m.edb,
      extendedTo: m.membershipExtendedTo,
      noticeFor: m.membershipNoticeFor,
      childBirthDates: births.get(m.id)!,
    })),
  }
}

/** Records that the member was told of `endsOn`: true for exactly one of racing senders. */
export async function claimMembershipNotice(db: Database, memberId: number, endsOn: string): Promise<boolean> {
  const claimed = await db
    .updateTable('members')
    .set({ membershipNoticeFor: endsOn })
    .where('id', '=', memberId)
    .where((eb) => eb.or([eb('membershipNoticeFor', 'is', null), eb('membershipNoticeFor', '!=', endsOn)]))
    .executeTakeFirst()
  return Number(claimed.numUpdatedRows) === 1
}
