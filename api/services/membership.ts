import { businessDate, shiftDays } from '../../domain/business-time.ts'
import { type Membership, MEMBERSHIP_NOTICE_DAYS, membershipEndsOn, membershipNoticeFrom, membershipOn } from '../../domain/membership.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/connection.ts'
import { postInboxMessage } from '../db/inbox.ts'
import { claimMembershipNotice, membershipFactsOf, membershipNoticeCandidates } from '../db/membership.ts'
import { inTransaction } from '../db/transaction.ts'
import { ApiError } from '../http/api-error.ts'

/** A member's membership on the Malaysian day of `at`. */
export async function membershipOf(db: Database, memberId: number, at: Date): Promise<Membership> {
  return membershipOn(await membershipFactsOf(db, memberId), businessDate(at))
}

/** Whether the member may still earn points: every credit a member's own action or the club's gifts make asks this. */
export async function mayEarn(db: Database, memberId: number, at: Date): Promise<boolean> {
  return (await membershipOf(db, memberId, at)).state !== 'ended'
}

/** The guard of the routes whose only purpose is earning (a code, a receipt): an ended membership is refused with 403. */
export async function refuseEndedMembership(db: Database, memberId: number, at: Date): Promise<void> {
  if (!(await mayEarn(db, memberId, at))) throw new ApiError(403, 'membershipEnded')
}

/** Members read per query; the job asks again after the last one until none is left. */
const NOTICES_PER_QUERY = 500
/**
 * How long after an end a member not yet told is still told (the job was down, or an end moved
 * into the past): beyond it, the dashboard's notice says it, without an inbox message years late.
 */
const LATE_NOTICE_DAYS = 30

/**
 * Tells each member whose membership ends within MEMBERSHIP_NOTICE_DAYS, once per end (again only
 * when an admin's extension moves it), by an inbox message; answers how many were told. The claim
 * on the member's row and the message commit together, so two runs at once tell a member once.
 */
export async function sendMembershipNotices(db: Database, clock: Clock): Promise<number> {
  const today = businessDate(clock.now())
  const window = { from: shiftDays(today, -LATE_NOTICE_DAYS), to: shiftDays(today, MEMBERSHIP_NOTICE_DAYS) }
  let told = 0
  for (let afterId = 0; ; ) {
    const { lastId, members } = await membershipNoticeCandidates(db, window, afterId, NOTICES_PER_QUERY)
    if (lastId === null) return told
    afterId = lastId
    for (const member of members) {
      const endsOn = membershipEndsOn(member)
      if (!endsOn || endsOn < window.from || today < membershipNoticeFrom(endsOn) || member.noticeFor === endsOn) continue
      const sent = await inTransaction(db, async (trx) => {
        if (!(await claimMembershipNotice(trx, member.id, endsOn))) return false
        await postInboxMessage(trx, member.id, { kind: 'membershipEnding', params: { endsOn } }, clock.now())
        return true
      })
      if (sent) told++
    }
  }
}
