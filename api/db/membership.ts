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

/** Sets the later end a back-office admin chose. */
export async function setMembershipExtension(db: Database, memberId: number, extendedTo: string, at: Date): Promise<void> {
  await db.updateTable('members').set({ membershipExtendedTo: extendedTo, updatedAt: at.toISOString() }).where('id', '=', memberId).execute()
}

/** A member whose end may fall in the notice window, with the facts to tell. */
export interface NoticeCandidate extends MembershipFacts {
  id: number
  noticeFor: string | null
}

/**
 * Verified members whose end could fall between `from` and `to` (Malaysian dates), after member
 * `afterId`, `limit` at a time: those with a child born in the matching span (a day's slack each
 * side for 29 February), an expected birth in it, or an admin's extension in it. A superset:
 * the caller works out each end with the domain rule.
 */
export async function membershipNoticeCandidates(db: Database, window: { from: string; to: string }, afterId: number, limit: number): Promise<NoticeCandidate[]> {
  const bornFrom = shiftYears(shiftDays(window.from, -2), -MEMBERSHIP_CHILD_YEARS)
  const bornTo = shiftYears(window.to, -MEMBERSHIP_CHILD_YEARS)
  const members = await db
    .selectFrom('members as m')
    .select(['m.id', 'm.pregnancyStage', 'm.edb', 'm.membershipExtendedTo', 'm.membershipNoticeFor'])
    .where('m.verifiedAt', 'is not', null)
    .where('m.id', '>', afterId)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('babies as b').select('b.id').whereRef('b.memberId', '=', 'm.id').where('b.birthDate', '>=', bornFrom).where('b.birthDate', '<=', bornTo)),
        eb.and([eb('m.pregnancyStage', '=', 'pregnant'), eb('m.edb', '>=', bornFrom), eb('m.edb', '<=', bornTo)]),
        eb.and([eb('m.membershipExtendedTo', '>=', window.from), eb('m.membershipExtendedTo', '<=', window.to)]),
      ]),
    )
    .orderBy('m.id')
    .limit(limit)
    .execute()
  if (members.length === 0) return []
  const babies = await db.selectFrom('babies').select(['memberId', 'birthDate']).where('memberId', 'in', members.map((m) => m.id)).execute()
  return members.map((m) => ({
    id: m.id,
    pregnancyStage: m.pregnancyStage,
    edb: m.edb,
    extendedTo: m.membershipExtendedTo,
    noticeFor: m.membershipNoticeFor,
    childBirthDates: babies.filter((b) => b.memberId === m.id).map((b) => b.birthDate),
  }))
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
