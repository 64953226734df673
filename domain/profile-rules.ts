import { businessDate, shiftDays, shiftMonths, shiftYears } from './business-time.ts'
import type { ErrorCode } from './errors.ts'
import { NAME_PATTERN } from './identity-rules.ts'

/** Profile, address and baby-info rules of spec 1 §4, §5 and §9, shared by the profile screens and the API. */

/** The pregnancy stage, and the personal details, each change at most once in this many months. */
export const PROFILE_LOCK_MONTHS = 6
/** The last change of a member with no record of one (spec 1 §4). */
export const NEVER_UPDATED = '1990-01-01'
/** What completing the profile once earns (spec 1 §9). */
export const PROFILE_COMPLETION_POINTS = 200
/** Baby info is for children aged 3 and below (spec 1 §1). */
export const BABY_MAX_AGE_YEARS = 3
export const MAX_ADDRESSES = 10
export const MAX_BABIES = 10
export const ADDRESS_LABEL_MAX = 30
export const BABY_NAME_MAX = 60

/** The first Malaysian date on which a value last changed at `updatedAt` (an instant) may change again. */
export function unlocksOn(updatedAt: string | null): string {
  const since = updatedAt ? businessDate(new Date(updatedAt)) : NEVER_UPDATED
  return shiftMonths(since, PROFILE_LOCK_MONTHS)
}

export function isLocked(updatedAt: string | null, today: string): boolean {
  return today < unlocksOn(updatedAt)
}

const WHOLE_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A due date may not be earlier than yesterday (spec 1 §5). */
export function isEdbAcceptable(edb: string, today: string): boolean {
  return edb >= shiftDays(today, -1)
}

/**
 * The due date while pregnant: required, and a new one not earlier than yesterday. One saved
 * earlier stays acceptable after it passes, so it never blocks saving other details.
 */
export function edbProblem(edb: string | null, today: string, savedEdb: string | null): ErrorCode | undefined {
  if (!edb || !WHOLE_DATE.test(edb)) return 'edbRequired'
  return edb !== savedEdb && !isEdbAcceptable(edb, today) ? 'edbRequired' : undefined
}

export interface DetailsDraft {
  name: string
  race: string
  nationality: string
  pregnancyStage: string
}

/** The personal details form's check: a name of letters and spaces, and every choice made. */
export function detailsProblem(d: DetailsDraft): ErrorCode | undefined {
  if (!d.name.trim()) return 'nameRequired'
  if (!NAME_PATTERN.test(d.name.trim())) return 'invalidName'
  return d.race && d.nationality && d.pregnancyStage ? undefined : 'fillAllFields'
}

/** Birth dates baby info takes: not in the future, and the child not yet 4 (aged 3 and below). */
export function babyBirthDateRange(today: string): { earliest: string; latest: string } {
  return { earliest: shiftDays(shiftYears(today, -(BABY_MAX_AGE_YEARS + 1)), 1), latest: today }
}

export function isBabyBirthDateInRange(birthDate: string, today: string): boolean {
  const { earliest, latest } = babyBirthDateRange(today)
  return birthDate >= earliest && birthDate <= latest
}

export interface AddressDraft {
  line1: string
  city: string
  state: string
  postcode: string
  label: string
}

/** The address form's check (spec 1 §5): one message for any required part left out. */
export function addressProblem(a: AddressDraft): ErrorCode | undefined {
  return [a.line1, a.city, a.state, a.postcode, a.label].some((v) => !v.trim()) ? 'addressFieldsRequired' : undefined
}

export interface BabyDraft {
  birthDate: string
  gender: string
  brandId: number | null
  formatId: number | null
  sizeId: number | null
  name?: string
}

/**
 * The baby form's check (spec 1 §5): every field, the name too on the standalone form; an empty
 * name or birth date is named, as a member misses those first. A birth date that was already
 * saved (`savedBirthDate`) stays acceptable as the child grows.
 */
export function babyProblem(b: BabyDraft, today: string, savedBirthDate?: string): ErrorCode | undefined {
  if (b.name !== undefined && !b.name.trim()) return 'babyNameRequired'
  if (!WHOLE_DATE.test(b.birthDate)) return 'babyBirthDateRequired'
  if (!(b.gender && b.brandId && b.formatId && b.sizeId)) return 'fillAllFields'
  if (b.name !== undefined && !NAME_PATTERN.test(b.name.trim())) return 'invalidName'
  if (b.birthDate !== savedBirthDate && !isBabyBirthDateInRange(b.birthDate, today)) return 'babyBirthDateRange'
  return undefined
}
