import { z } from 'zod'
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

/** `+6` before a local number; `+` before one already carrying the country code (spec 1 §5). */
export function displayPhone(number: string): string {
  return number.length > 8 && !number.startsWith('0') ? `+${number}` : `+6${number}`
}

const isoDate = z.iso.date()
const trimmed = z.string().trim()

export const AddressSchema = z.strictObject({
  line1: trimmed.min(1, 'fillAllFields').max(120),
  line2: trimmed.max(120).default(''),
  line3: trimmed.max(120).default(''),
  city: trimmed.min(1, 'fillAllFields').max(80),
  state: trimmed.min(1, 'fillAllFields').max(80),
  postcode: z.string().regex(POSTCODE_PATTERN, 'invalidAddress'),
  country: z.literal('Malaysia').default('Malaysia'),
})
export type Address = z.infer<typeof AddressSchema>

export const SignupSchema = z
  .strictObject({
    name: trimmed.min(1, 'invalidName').max(100).regex(NAME_PATTERN, 'invalidName'),
    number: z.string().regex(MOBILE_PATTERN, 'invalidNumber'),
    email: trimmed.toLowerCase().max(254).regex(EMAIL_PATTERN, 'invalidEmail'),
    password: z.string().max(128).regex(STRONG_PASSWORD_PATTERN, 'passwordFormat'),
    dob: isoDate,
    edb: isoDate.nullable().default(null),
    gender: z.enum(GENDERS).nullable().default(null),
    race: z.enum(RACES).nullable().default(null),
    address: AddressSchema.nullable().default(null),
    pregnancyStage: z.enum(PREGNANCY_STAGES).nullable().default(null),
    referCode: z.string().max(40).transform(normaliseReferralCode).nullable().default(null),
    receiveMail: z.boolean().default(true),
    children: z.array(z.strictObject({ childDob: isoDate })).max(MAX_CHILDREN, 'childrenRequired').default([]),
    redeemSample: z.boolean().default(false),
    sampleId: z.number().int().positive().nullable().default(null),
    nationality: z.enum(NATIONALITIES).default('malaysian'),
    language: z.enum(['en', 'bm']).default('en'),
    utmSource: z.string().max(100).nullable().default(null),
    utmMedium: z.string().max(100).nullable().default(null),
    utmCampaign: z.string().max(100).nullable().default(null),
    uniqueToken: z.string().length(SIGNUP_TOKEN_LENGTH).regex(/^[A-Za-z0-9]+$/),
    /** The privacy and terms checkbox; the server refuses a signup without it too. */
    acceptTerms: z.literal(true, 'termsRequired'),
  })
  .superRefine((s, ctx) => {
    for (const problem of signupProblems(s)) ctx.addIssue({ code: 'custom', message: problem.code, path: [problem.field] })
  })
export type SignupInput = z.input<typeof SignupSchema>
export type Signup = z.output<typeof SignupSchema>

interface Problem {
  field: string
  code: ErrorCode
}

/** Rules between fields that hold whatever day it is. */
function signupProblems(s: Signup): Problem[] {
  const problems: Problem[] = []
  if (s.pregnancyStage === 'pregnant' && !s.edb) problems.push({ field: 'edb', code: 'edbRequired' })
  if ((s.pregnancyStage === 'oneChild' || s.pregnancyStage === 'moreChild') && s.children.length === 0) {
    problems.push({ field: 'children', code: 'childrenRequired' })
  }
  if (s.redeemSample && (!s.address || !s.sampleId || !s.gender || !s.race || !s.pregnancyStage)) {
    problems.push({ field: 'redeemSample', code: 'sampleDetailsRequired' })
  }
  return problems
}

/** Rules that depend on today's Malaysian date (`YYYY-MM-DD`), checked by the form and again by the API. */
export function signupDateProblems(s: Pick<Signup, 'dob' | 'edb' | 'pregnancyStage' | 'children'>, today: string): Problem[] {
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

export const VerifyOtpSchema = z.strictObject({
  otp: z.string().trim().length(OTP_LENGTH, 'otpInvalid'),
  number: z.string().regex(MOBILE_PATTERN, 'invalidNumber'),
  id: z.uuid(),
  uniqueToken: z.string().length(SIGNUP_TOKEN_LENGTH),
})

/** Email links carry the member, the moment they were made (`datems`) and a signature. */
export const EmailLinkSchema = z.strictObject({
  id: z.uuid(),
  datems: z.coerce.number().int().positive(),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
})

export const VerifyEmailSchema = EmailLinkSchema

export const ResendOtpSchema = z.strictObject({ number: z.string().regex(MOBILE_PATTERN, 'invalidNumber') })

export const SigninSchema = z.strictObject({
  email: trimmed.toLowerCase().min(1, 'fillAllFields').max(254),
  password: z.string().min(1, 'fillAllFields').max(128),
  socialLogin: z.literal(false).default(false),
  language: z.enum(['en', 'bm']).default('en'),
})

export const ForgotPasswordSchema = z.strictObject({
  email: trimmed.toLowerCase().max(254).regex(EMAIL_PATTERN, 'invalidEmail'),
  language: z.enum(['en', 'bm']).default('en'),
})

export const ResetPasswordSchema = EmailLinkSchema.extend({
  password: z.string().max(128).regex(STRONG_PASSWORD_PATTERN, 'passwordFormat'),
})

export const AdminLoginSchema = z.strictObject({
  username: z.string().trim().min(1, 'fillAllFields').max(100),
  password: z.string().min(1, 'fillAllFields').max(128),
})

export const SessionCheckSchema = z.strictObject({ token: z.string().min(1).max(200) })
