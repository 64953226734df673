import { z } from 'zod'
import { shiftDays, shiftYears } from './business-time.ts'
import { calendarDate, CalendarDateSchema } from './calendar-date.ts'
import type { PREGNANCY_STAGES } from './identity-rules.ts'

// When membership ends (spec 1 §1 "Membership lasts until the child is five"; decision 141): the one
// home of the rule and its dates. An ended member is inactive: they still sign in, read their
// history and spend their points, but earn no more.

/** The youngest child's age (in years) that membership lasts until. */
export const MEMBERSHIP_CHILD_YEARS = 5
/** How many days before the end the member is told. */
export const MEMBERSHIP_NOTICE_DAYS = 30

export interface MembershipFacts {
  pregnancyStage: (typeof PREGNANCY_STAGES)[number] | null
  /** Expected date of birth, counted while the stage is `pregnant`. */
  edb: string | null
  /** The birth dates (`YYYY-MM-DD`) of the member's children. */
  childBirthDates: readonly string[]
  /** A later end a back-office admin set; never brings the end forward. */
  extendedTo: string | null
}

/**
 * The first Malaysian day the member is inactive, or null while membership has no end: the day after
 * the youngest child's fifth birthday, the expected baby (pregnant, with a due date) counting as the
 * youngest; no end while trying to conceive, or with no child and no due date recorded.
 */
export function membershipEndsOn(facts: MembershipFacts): string | null {
  if (facts.pregnancyStage === 'trying') return null
  const births = [...facts.childBirthDates]
  if (facts.pregnancyStage === 'pregnant' && facts.edb) births.push(facts.edb)
  if (births.length === 0) return null
  const youngest = births.reduce((a, b) => (a > b ? a : b))
  const byRule = shiftDays(shiftYears(youngest, MEMBERSHIP_CHILD_YEARS), 1)
  return facts.extendedTo && facts.extendedTo > byRule ? facts.extendedTo : byRule
}

/** The first day the member is told the end is near. */
export function membershipNoticeFrom(endsOn: string): string {
  return shiftDays(endsOn, -MEMBERSHIP_NOTICE_DAYS)
}

export const MEMBERSHIP_STATES = ['active', 'ending', 'ended'] as const
export type MembershipState = (typeof MEMBERSHIP_STATES)[number]

/** Where the member stands on `today` (Malaysian date). */
export function membershipStateOn(endsOn: string | null, today: string): MembershipState {
  if (!endsOn || today < membershipNoticeFrom(endsOn)) return 'active'
  return today < endsOn ? 'ending' : 'ended'
}

/** The member's membership as the app shows it. */
export const MembershipSchema = z
  .object({
    state: z.enum(MEMBERSHIP_STATES),
    /** The first day inactive (`YYYY-MM-DD`), or null with no end. */
    endsOn: CalendarDateSchema.nullable(),
  })
  .meta({ id: 'Membership' })
export type Membership = z.output<typeof MembershipSchema>

export function membershipOn(facts: MembershipFacts, today: string): Membership {
  const endsOn = membershipEndsOn(facts)
  return { state: membershipStateOn(endsOn, today), endsOn }
}

/** A member's membership as the back office sees it: the end, and what it is made of. */
export const AdminMembershipSchema = MembershipSchema.extend({
  id: z.number().int(),
  /** The end by the rule alone (children, due date), before any extension. */
  ruleEndsOn: CalendarDateSchema.nullable(),
  /** The later end a dev admin set, if any. */
  extendedTo: CalendarDateSchema.nullable(),
}).meta({ id: 'AdminMembership' })
export type AdminMembership = z.output<typeof AdminMembershipSchema>

/** A dev admin moves a membership's end later (decision 142). */
export const MembershipExtensionSchema = z.strictObject({
  id: z.number().int().positive(),
  /** The new end: the first day without earning. */
  extendedTo: calendarDate({ error: 'membershipExtensionInvalid' }),
})
export type MembershipExtension = z.output<typeof MembershipExtensionSchema>

/** Why an extension to `extendedTo` cannot be made, or null: it must be a later end than the rule's and after today. */
export function membershipExtensionProblem(ruleEndsOn: string | null, extendedTo: string, today: string): 'membershipHasNoEnd' | 'membershipExtensionInvalid' | null {
  if (!ruleEndsOn) return 'membershipHasNoEnd'
  return extendedTo > today && extendedTo > ruleEndsOn ? null : 'membershipExtensionInvalid'
}

/** The back office's view of a membership on `today`. */
export function adminMembershipOn(id: number, facts: MembershipFacts, today: string): AdminMembership {
  return { id, ...membershipOn(facts, today), ruleEndsOn: membershipEndsOn({ ...facts, extendedTo: null }), extendedTo: facts.extendedTo }
}
