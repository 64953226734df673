import { businessDate } from '../../domain/business-time.ts'
import { membershipOn } from '../../domain/membership.ts'
import { birthdayGiftDue, tierHeldOn } from '../../domain/tier-gifts.ts'
import type { Clock } from '../clock.ts'
import { birthdayCandidates, tierHistoriesOf } from '../db/birthday-gifts.ts'
import type { Database } from '../db/connection.ts'
import { childBirthDatesOf } from '../db/membership.ts'
import { inTransaction } from '../db/transaction.ts'
import { appendToLedger } from './ledger.ts'
import { mayEarn } from './membership.ts'
import { tierBonuses } from './points-settings.ts'

/** Members read per query; the job asks again after the last one until none is left. */
const BIRTHDAYS_PER_QUERY = 500

/**
 * Credits this year's birthday points to every member whose birthday month has begun (in Malaysia)
 * and who has none for this year yet, at the tier they held on the 1st of that month (decision
 * 140); answers how many it credited. It runs with the hourly jobs: a member is owed their gift
 * until it is credited, so a run after days or months down catches up. The ledger's (member,
 * birthday, year) key makes each credit once, however many runs or instances race for it.
 */
export async function creditBirthdayGifts(db: Database, clock: Clock): Promise<number> {
  const at = clock.now()
  const today = businessDate(at)
  const bonuses = await tierBonuses(db)
  let credited = 0
  for (let afterId = 0; ; ) {
    const candidates = await birthdayCandidates(db, { year: today.slice(0, 4), month: today.slice(5, 7) }, afterId, BIRTHDAYS_PER_QUERY)
    if (candidates.length === 0) return credited
    afterId = candidates.at(-1)!.id
    const ids = candidates.map((c) => c.id)
    const [histories, births] = await Promise.all([tierHistoriesOf(db, ids), childBirthDatesOf(db, ids)])
    for (const member of candidates) {
      const gift = birthdayGiftDue({ dob: member.dob, joinedOn: businessDate(new Date(member.verifiedAt)) }, today)
      // Ended members are read again every run (they are never credited): told apart here without a query each.
      if (!gift || membershipOn({ ...member, childBirthDates: births.get(member.id)! }, today).state === 'ended') continue
      const points = bonuses[tierHeldOn(gift.monthStart, histories.get(member.id)!, member.tier)].birthday
      if (points === 0) continue
      const added = await inTransaction(db, async (trx) => {
        // Asked again with the write: the membership may have changed since the read.
        if (!(await mayEarn(trx, member.id, at))) return false
        return appendToLedger(trx, { memberId: member.id, points, source: 'birthday', reference: gift.year, at })
      })
      if (added) credited++
    }
  }
}
