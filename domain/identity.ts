import { z } from 'zod'
import { CalendarDateSchema, calendarDate } from './calendar-date.ts'
import {
  EMAIL_PATTERN,
  GENDERS,
  isSignInName,
  MAX_CHILDREN,
  MOBILE_PATTERN,
  NAME_PATTERN,
  NATIONALITIES,
  normaliseReferralCode,
  OTP_PATTERN,
  POSTCODE_PATTERN,
  PREGNANCY_STAGES,
  type Problem,
  RACES,
  readSignInName,
  SIGNUP_TOKEN_LENGTH,
  STRONG_PASSWORD_PATTERN,
} from './identity-rules.ts'
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.ts'
import { SocialTicketSchema } from './social-login.ts'

/** The identity payloads of spec 1 §7 as schemas; the rules themselves live in identity-rules.ts. */

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
    name: trimmed.min(1, 'nameRequired').max(100).regex(NAME_PATTERN, 'invalidName'),
    number: z.string().regex(MOBILE_PATTERN, 'invalidNumber'),
    email: trimmed.toLowerCase().max(254).regex(EMAIL_PATTERN, 'invalidEmail'),
    password: z.string().max(128).regex(STRONG_PASSWORD_PATTERN, 'passwordFormat'),
    dob: calendarDate({ error: 'dobRequired' }),
    edb: CalendarDateSchema.nullable().default(null),
    gender: z.enum(GENDERS).nullable().default(null),
    race: z.enum(RACES).nullable().default(null),
    address: AddressSchema.nullable().default(null),
    pregnancyStage: z.enum(PREGNANCY_STAGES).nullable().default(null),
    referCode: z.string().max(40).transform(normaliseReferralCode).nullable().default(null),
    receiveMail: z.boolean().default(true),
    children: z.array(z.strictObject({ childDob: CalendarDateSchema })).max(MAX_CHILDREN, 'childrenRequired').default([]),
    redeemSample: z.boolean().default(false),
    sampleId: z.number().int().positive().nullable().default(null),
    nationality: z.enum(NATIONALITIES).default('malaysian'),
    language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
    utmSource: z.string().max(100).nullable().default(null),
    utmMedium: z.string().max(100).nullable().default(null),
    utmCampaign: z.string().max(100).nullable().default(null),
    uniqueToken: z.string().length(SIGNUP_TOKEN_LENGTH).regex(/^[A-Za-z0-9]+$/),
    /** The ticket of a social sign-in that prefilled this signup: its identity is linked to the account (social-login.ts). */
    socialTicket: SocialTicketSchema.nullable().default(null),
    /** The privacy and terms checkbox; the server refuses a signup without it too. */
    acceptTerms: z.literal(true, 'termsRequired'),
  })
  .superRefine((s, ctx) => {
    for (const problem of signupProblems(s)) ctx.addIssue({ code: 'custom', message: problem.code, path: [problem.field] })
  })
export type SignupInput = z.input<typeof SignupSchema>
export type Signup = z.output<typeof SignupSchema>

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

export const VerifyOtpSchema = z.strictObject({
  otp: z.string().trim().regex(OTP_PATTERN, 'otpInvalid'),
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

/** An emailed link as the pages that spend it hold it. */
export type EmailLink = z.output<typeof EmailLinkSchema>

export const VerifyEmailSchema = EmailLinkSchema

/** A resend names the number, and the OTP step names its own signup too (the number may have another pending). */
export const ResendOtpSchema = z.strictObject({
  number: z.string().regex(MOBILE_PATTERN, 'invalidNumber'),
  id: z.uuid().optional(),
  uniqueToken: z.string().length(SIGNUP_TOKEN_LENGTH).optional(),
})

/**
 * A signup awaiting its OTP, as the OTP step needs it to carry on after a reload or on another
 * device: answered to the device that made it, and to whoever signs in with its password.
 */
export const PendingSignupSchema = z
  .object({
    uuid: z.uuid(),
    number: z.string(),
    uniqueToken: z.string(),
    /** Seconds until Resend may send another OTP (0: now). */
    resendInSeconds: z.number().int().min(0),
  })
  .meta({ id: 'PendingSignup' })
export type PendingSignup = z.infer<typeof PendingSignupSchema>

/** Sign-in and forgot-password keep the spec's `email` field; it takes a mobile number too. */
export const SigninSchema = z.strictObject({
  email: trimmed.min(1, 'fillAllFields').max(254).transform(readSignInName),
  password: z.string().min(1, 'fillAllFields').max(128),
  socialLogin: z.literal(false).default(false),
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  /** A social sign-in's link ticket: signing in as the member whose email the provider named links the provider (social-login.ts). */
  socialTicket: SocialTicketSchema.optional(),
})

export const ForgotPasswordSchema = z.strictObject({
  email: trimmed.max(254).refine(isSignInName, 'invalidEmailOrNumber').transform(readSignInName),
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
})

const NewPasswordSchema = z.string().max(128).regex(STRONG_PASSWORD_PATTERN, 'passwordFormat')

export const ResetPasswordSchema = EmailLinkSchema.extend({ password: NewPasswordSchema })

/** A member whose email is not proven resets the password with an OTP texted to their number. */
export const ResetPasswordByOtpSchema = z.strictObject({
  number: z.string().regex(MOBILE_PATTERN, 'invalidNumber'),
  otp: z.string().trim().regex(OTP_PATTERN, 'otpInvalid'),
  password: NewPasswordSchema,
})

/** A locked member asks for a code by SMS to the account's number, then enters it to lift the lock. */
export const UnlockCodeSchema = z.strictObject({
  email: trimmed.min(1, 'fillAllFields').max(254).transform(readSignInName),
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
})

export const UnlockSchema = z.strictObject({
  email: trimmed.min(1, 'fillAllFields').max(254).transform(readSignInName),
  otp: z.string().trim().regex(OTP_PATTERN, 'otpInvalid'),
})

export const SessionCheckSchema = z.strictObject({ token: z.string().min(1).max(200) })
