import type { ErrorCode } from './errors.ts'

/** Member identity rules of spec 1 §5, shared by the signup form and the API. */

export const NAME_PATTERN = /^[\p{L} ]+$/u
export const MOBILE_PATTERN = /^01\d{8,9}$/
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** 8+ characters, one each of lower, upper, digit and @$!%*?&, and nothing else. */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/
export const POSTCODE_PATTERN = /^\d{5}$/

export const OTP_LENGTH = 4
export const OTP_RESEND_SECONDS = 60
export const OTP_TTL_MINUTES = 10
export const OTP_MAX_ATTEMPTS = 5
export const MAX_CHILDREN = 5
export const MIN_AGE_YEARS = 15
export const MAX_REFERRALS_PER_MONTH = 5
export const VERIFY_SUCCESS_COUNTDOWN_SECONDS = 5
export const SIGNUP_TOKEN_LENGTH = 16

export const PREGNANCY_STAGES = ['trying', 'pregnant', 'oneChild', 'moreChild'] as const
export type PregnancyStage = (typeof PREGNANCY_STAGES)[number]
export const RACES = ['malay', 'chinese', 'indian', 'other'] as const
export const GENDERS = ['male', 'female'] as const
export const NATIONALITIES = ['malaysian', 'non-malaysian'] as const

/** 0 under 6 characters, 1 under 10, 2 at 10 or more, 3 when it meets the strong rules at any length. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 {
  if (STRONG_PASSWORD_PATTERN.test(password)) return 3
  if (password.length < 6) return 0
  if (password.length < 10) return 1
  return 2
}

/** Referral codes are typed loosely: spaces go, letters are upper-cased. */
export function normaliseReferralCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase()
}

/** What sign-in and forgot-password read in their one field: a mobile number or, failing that, an email. */
export type SignInName = { number: string } | { email: string }

/** Spaces, dashes and a leading +6 in a number are ignored; an email is trimmed and lower-cased. */
export function readSignInName(value: string): SignInName {
  const digits = value.replace(/[\s-]/g, '').replace(/^\+?6(?=01)/, '')
  return MOBILE_PATTERN.test(digits) ? { number: digits } : { email: value.trim().toLowerCase() }
}

/** Whether the field holds something a member could be found by: a mobile number or a well-formed email. */
export function isSignInName(value: string): boolean {
  const name = readSignInName(value)
  return 'number' in name || EMAIL_PATTERN.test(name.email)
}

/** `+6` before a local number; `+` before one already carrying the country code (spec 1 §5). */
export function displayPhone(number: string): string {
  return number.length > 8 && !number.startsWith('0') ? `+${number}` : `+6${number}`
}

export interface Problem {
  field: string
  code: ErrorCode
}

/** What the date rules look at; the signup schema's output has these fields. */
export interface SignupDates {
  dob: string
  edb: string | null
  pregnancyStage: PregnancyStage | null
  children: { childDob: string }[]
}

/** Rules that depend on today's Malaysian date (`YYYY-MM-DD`), checked by the form and again by the API. */
export function signupDateProblems(s: SignupDates, today: string): Problem[] {
  const problems: Problem[] = []
  if (s.dob > shiftYears(today, -MIN_AGE_YEARS)) problems.push({ field: 'dob', code: 'tooYoung' })
  if (s.pregnancyStage === 'pregnant' && s.edb && s.edb < shiftDays(today, -1)) problems.push({ field: 'edb', code: 'edbRequired' })
  if (s.children.some((c) => c.childDob > today)) problems.push({ field: 'children', code: 'childrenRequired' })
  return problems
}

/** Calendar arithmetic on `YYYY-MM-DD` strings (UTC noon avoids any daylight-saving edge). */
export function shiftDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

export function shiftYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  // 29 February becomes 28 February in a year without it.
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate()
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}


/** The same day `months` later; a day the month lacks becomes its last (31 August + 6 is 28 February). */
export function shiftMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const index = y * 12 + (m - 1) + months
  const [year, month] = [Math.floor(index / 12), (index % 12) + 1]
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}
