import { contestStatus, entriesLeft, entryCost, entryRefusal } from '../../domain/contests.ts'
import { contestRow, householdEntries, insertSubmission, type NewEntry } from '../db/contests.ts'
import { householdOf } from '../db/households.ts'
import type { Database } from '../db/connection.ts'
import { ApiError } from '../http/api-error.ts'
import { appendToLedger, balanceOf } from './ledger.ts'

/** A contest a member may enter now: shown, and between its start and end. Otherwise the refusal. */
export function refuseClosedContest(contest: { active: number; startsAt: string; endsAt: string } | undefined, at: Date): asserts contest {
  if (!contest || contest.active !== 1) throw new ApiError(404, 'contestNotFound')
  const status = contestStatus(contest, at)
  if (status === 'notStarted') throw new ApiError(409, 'contestNotStarted')
  if (status === 'ended') throw new ApiError(409, 'contestEnded')
}

/**
 * Makes a member's entries inside the caller's write transaction (spec 2 §5, issue 21): the contest
 * is read again as it is now, the household's entries counted and the balance read in this same
 * transaction, then the submission, its entries and the one ledger row that pays for them are
 * written together. A broken rule throws and leaves nothing behind, so racing submits never pass
 * the household's cap nor spend points the member does not have.
 */
export async function enterContest(trx: Database, { memberId, contestId, entries, at }: { memberId: number; contestId: number; entries: NewEntry[]; at: Date }) {
  const contest = await contestRow(trx, contestId)
  refuseClosedContest(contest, at)
  const rules = { entriesPerPerson: contest.entriesPerPerson, pointRequired: contest.pointRequired === 1, pointsPerEntry: contest.pointsPerEntry }
  const used = (await householdEntries(trx, await householdOf(trx, memberId), contestId)).get(contestId) ?? 0
  const balance = await balanceOf(trx, memberId)
  const refusal = entryRefusal(rules, used, entries.length, balance)
  if (refusal === 'contestMaximumReached') throw new ApiError(409, refusal, { entriesLeft: entriesLeft(contest.entriesPerPerson, used) })
  if (refusal) throw new ApiError(409, refusal)
  const points = entryCost(rules, entries.length)
  const submissionId = await insertSubmission(trx, { contestId, memberId, points, entries, at })
  if (points > 0) await appendToLedger(trx, { memberId, points: -points, source: 'contest', reference: String(submissionId), at })
  return { submissionId, points, totalPoints: balance - points }
}
