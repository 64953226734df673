/** Where staff put an entry (spec 3 §2.13): Not Shortlisted, Consolation Prize, Grand Prize Winner. */
export const CONTEST_ENTRY_STATUSES = ['pending', 'consolidation', 'winner'] as const
export type ContestEntryStatus = (typeof CONTEST_ENTRY_STATUSES)[number]

export type ContestStatus = 'running' | 'notStarted' | 'ended'

/** Spec 2 §5: a contest's status derives from its dates; the window is half-open, start <= now < end. */
export function contestStatus(contest: { startsAt: string; endsAt: string }, at: Date): ContestStatus {
  const now = at.getTime()
  if (now < Date.parse(contest.startsAt)) return 'notStarted'
  if (now >= Date.parse(contest.endsAt)) return 'ended'
  return 'running'
}

/** Spec 2 §5: running contests first, then by soonest end. */
export function contestOrder<T extends { startsAt: string; endsAt: string }>(contests: T[], at: Date): T[] {
  const running = (c: T) => (contestStatus(c, at) === 'running' ? 0 : 1)
  return [...contests].sort((a, b) => running(a) - running(b) || Date.parse(a.endsAt) - Date.parse(b.endsAt))
}

/** Spec 2 §5: how many more entries a household may make. */
export const entriesLeft = (entriesPerPerson: number, householdEntries: number) => Math.max(0, entriesPerPerson - householdEntries)
