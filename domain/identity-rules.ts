import { shiftDays, shiftYears } from './business-time.ts'
import type { ErrorCode } from './errors.ts'

/** Member identity rules of spec 1 §5, shared by the signup form and the API. */

export const NAME_PATTERN = /^[\p{L} ]+$/u
export const MOBILE_PATTERN = /^01\d{8,9}$/
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const POSTCODE_PATTERN = /^\d{5}$/

/** The strong-password rule of spec 1 §5: 8+ characters, one each of lower, upper, digit and a special, and nothing else. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_SPECIALS = '@$!%*?&'
/** Each class a password must contain, in the order the rule names them. */
const PASSWORD_CLASSES = { lowercase: 'a-z', uppercase: 'A-Z', digit: '0-9', special: PASSWORD_SPECIALS } as const
const ALLOWED = Object.values(PASSWORD_CLASSES).join('')
/** The same rule as one pattern, for the API's schema and its OpenAPI description. */
export const STRONG_PASSWORD_PATTERN = new RegExp(`^${Object.values(PASSWORD_CLASSES).map((c) => `(?=.*[${c}])`).join('')}[${ALLOWED}]{${PASSWORD_MIN_LENGTH},}$`)

export type PasswordProblem =
  | { rule: 'tooShort' | 'lowercase' | 'uppercase' | 'digit' | 'special' }
  /** Characters outside the allowed classes, each once, in the order typed. */
  | { rule: 'notAllowed'; characters: string[] }

/** Exactly what keeps a password from meeting the rule: nothing for a strong password. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = []
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push({ rule: 'tooShort' })
  for (const [rule, chars] of Object.entries(PASSWORD_CLASSES) as [keyof typeof PASSWORD_CLASSES, string][]) {
    if (!new RegExp(`[${chars}]`).test(password)) problems.push({ rule })
  }
  const others = [...new Set(password.match(new RegExp(`[^${ALLOWED}]`, 'gu')))]
  if (others.length) problems.push({ rule: 'notAllowed', characters: others })
  return problems
}

export const isStrongPassword = (password: string) => passwordProblems(password).length === 0

/** Five wrong passwords in a row lock sign-in for 30 minutes (spec 1 §8), for members and admins alike. */
export const MAX_FAILED_SIGNINS = 5
export const SIGNIN_LOCK_MINUTES = 30

export const OTP_LENGTH = 4
/** OTPs are digits (api/services/otp.ts draws them so): the field takes nothing else. */
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`)
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
  if (isStrongPassword(password)) return 3
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

/**
 * A mobile number as members' numbers are stored (`01...`): spaces and dashes go, and so does the
 * country code, `+60...` or `60...` (how spreadsheets keep a number's leading zero, spec 3 §5).
 */
export function localMobileNumber(value: string): string {
  return value.replace(/[\s-]/g, '').replace(/^\+?6(?=01)/, '')
}

/** A number as {@link localMobileNumber} reads it; an email is trimmed and lower-cased. */
export function readSignInName(value: string): SignInName {
  const digits = localMobileNumber(value)
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
