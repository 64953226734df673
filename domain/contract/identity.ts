import { z } from 'zod'
import {
  EmailLinkSchema,
  ForgotPasswordSchema,
  PendingSignupSchema,
  ResendOtpSchema,
  ResetPasswordByOtpSchema,
  ResetPasswordSchema,
  SigninSchema,
  SignupSchema,
  UnlockCodeSchema,
  UnlockSchema,
  VerifyEmailSchema,
  VerifyOtpSchema,
} from '../identity.ts'
import { MemberSchema } from '../member.ts'
import { defineRoute } from './define-route.ts'

/** Signup, verification, sign-in, unlocking and password resets (spec 1); sessions are in session.ts. */
const tags = ['Member identity']


export const signUp = defineRoute({
  method: 'post',
  path: '/user/signup',
  access: 'public',
  tags,
  summary: 'Create an account awaiting verification; sends an OTP by SMS and a link by email',
  json: SignupSchema,
  responses: {
    200: z.object({
      uuid: z.uuid(),
      referCode: z.string(),
      otpSent: z.boolean().describe('false when the SMS could not be sent: the account waits, and Resend may be used at once'),
    }),
  },
  errors: { 409: ['alreadyRegistered', 'deviceTaken', 'partnerAccountVerified'], 410: ['socialSignInExpired'], 429: ['otpResendTooSoon'] },
})

/** Verified by the OTP: the OTP step goes on to the wizard. */
export const VerifiedByOtpSchema = z.object({ uuid: z.uuid(), referCode: z.string(), orderId: z.string().nullable() })
/** Verified by the emailed link, which signs the member in too. */
export const VerifiedByLinkSchema = z.object({
  userData: z.object({ token: z.string(), user: MemberSchema }),
  title: z.string(),
  description: z.string(),
  orderId: z.string().nullable(),
})

export const verifySignup = defineRoute({
  method: 'post',
  path: '/user/verify',
  access: 'public',
  tags,
  summary: 'Verify a signup with its OTP, or with the link from the email (which also signs in)',
  json: z.union([VerifyOtpSchema, VerifyEmailSchema]),
  responses: { 200: z.union([VerifiedByOtpSchema, VerifiedByLinkSchema]) },
  errors: { 404: ['userNotFound'], 409: ['deviceTaken', 'alreadyRegistered'], 410: ['otpExpired', 'verifyLinkExpired'], 422: ['otpInvalid'] },
})

export const pendingSignup = defineRoute({
  method: 'get',
  path: '/user/signup/pending',
  access: 'public',
  tags,
  summary: 'The latest signup made on this device (its club_device cookie) still awaiting its OTP, so the OTP step carries on after a reload',
  responses: { 200: z.object({ pending: PendingSignupSchema.nullable() }) },
})

export const resendOtp = defineRoute({
  method: 'post',
  path: '/user/otp/resend',
  access: 'public',
  tags,
  summary: 'Send a new OTP to a number awaiting verification (60 seconds apart, 5 an hour): to the signup named by `id` and `uniqueToken`, else the one made on this device, else the latest',
  json: ResendOtpSchema,
  responses: { 200: z.object({ message: z.string() }) },
  errors: { 429: ['otpResendTooSoon'], 503: ['smsNotSent'] },
})

export const signIn = defineRoute({
  method: 'post',
  path: '/user/signin',
  access: 'public',
  tags,
  summary:
    'Sign in with an email or a mobile number (in `email`) and the password. With a partner mall configured, an email no club password signs in with (unknown to the club, or a partner-linked account without a club password) is checked against the partner mall, which makes or links the club account',
  json: SigninSchema,
  responses: {
    200: z
      .union([
        z.object({ token: z.string(), user: MemberSchema, socialLinked: z.boolean().optional().describe('With a `socialTicket`: whether the provider is now linked') }),
        z.object({ flow: z.literal('resetPassword') }),
        z.object({ flow: z.literal('verifyOtp'), pending: PendingSignupSchema }),
      ])
      .describe('Signed in; or a reset link was sent because the account must choose a password first; or, for the right password of a signup awaiting its OTP, what the OTP step needs'),
  },
  errors: {
    401: ['wrongPassword', 'partnerWrongPassword', 'checkPassword'],
    403: ['notVerified', 'passwordNotStrong'],
    404: ['emailNotRegistered', 'numberNotRegistered', 'userNotRegistered'],
    409: ['partnerNumberUnusable', 'partnerAccountConflict'],
    423: ['accountLocked'],
    503: ['partnerUnavailable'],
  },
})

export const requestUnlockCode = defineRoute({
  method: 'post',
  path: '/user/unlock/otp',
  access: 'public',
  tags,
  summary: 'Text a code that unlocks sign-in to the number of a locked account (60 seconds apart, 5 an hour)',
  json: UnlockCodeSchema,
  responses: { 204: null },
  errors: { 429: ['otpResendTooSoon'] },
})

export const unlockAccount = defineRoute({
  method: 'post',
  path: '/user/unlock',
  access: 'public',
  tags,
  summary: 'Lift the sign-in lock with the code texted to the account; the member then signs in',
  json: UnlockSchema,
  responses: { 204: null },
  errors: { 410: ['otpExpired'], 422: ['otpInvalid'] },
})

export const forgotPassword = defineRoute({
  method: 'post',
  path: '/user/password/forgot',
  access: 'public',
  tags,
  summary:
    'Email a password-reset link to a proven email, else text a reset OTP to the number; `email` takes an email or a mobile number, and the answer is the same whether or not either is registered',
  json: ForgotPasswordSchema,
  responses: { 204: null },
})

export const resetPassword = defineRoute({
  method: 'post',
  path: '/user/password/reset',
  access: 'public',
  tags,
  summary: 'Choose a new password with the link from the email; signs out every device',
  json: ResetPasswordSchema,
  responses: { 204: null },
  errors: { 410: ['resetLinkExpired'] },
})

export const checkResetLink = defineRoute({
  method: 'post',
  path: '/user/password/reset/check',
  access: 'public',
  tags,
  summary: 'Whether a reset link may still be used, without using it: the reset page asks before anything is typed',
  json: EmailLinkSchema,
  responses: { 204: null },
  errors: { 410: ['resetLinkExpired'] },
})

export const resetPasswordByOtp = defineRoute({
  method: 'post',
  path: '/user/password/otp/reset',
  access: 'public',
  tags,
  summary: 'Choose a new password with the OTP texted by forgot-password (members whose email is not proven); signs out every device',
  json: ResetPasswordByOtpSchema,
  responses: { 204: null },
  errors: { 410: ['otpExpired'], 422: ['otpInvalid'] },
})
