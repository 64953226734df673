import type { Member } from '../../domain/member.ts'

/** Where asking for a free sample leads (spec 2 §4): to the survey that is open, to the "Sorry!" notice, or to choosing one. */
export type SampleEntry = 'feedback' | 'sorry' | 'pick'

/**
 * A member whose delivered sample's survey is open answers it first; else a household that may not
 * ask yet is told when it may; else the member picks a sample. The API checks all of it again.
 */
export function sampleEntryFor(member: Pick<Member, 'allowRequest' | 'promptFeedback'>): SampleEntry {
  if (member.promptFeedback) return 'feedback'
  return member.allowRequest ? 'pick' : 'sorry'
}
