import { createRoute, z } from '@hono/zod-openapi'
import { getCookie, setCookie } from 'hono/cookie'
import {
  ForgotPasswordSchema,
  ResendOtpSchema,
  ResetPasswordSchema,
  SessionCheckSchema,
  SigninSchema,
  SignupSchema,
  UnlockCodeSchema,
  UnlockSchema,
  VerifyEmailSchema,
  VerifyOtpSchema,
} from '../../domain/identity.ts'
import type { Language } from '../../domain/languages.ts'
import { MemberSchema } from '../../domain/member.ts'
import { memberView } from '../db/members.ts'
import { readClubName } from '../db/settings.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { bearerToken, requireMember } from '../http/auth.ts'
import { createRouter, errorResponse, jsonBody, jsonContent } from '../http/openapi.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { createEmailLink, emailLinkUrl, useEmailLink } from '../services/email-links.ts'
import { activateMember } from '../services/member-activation.ts'
import { resetEmail, unlockSms, verificationEmail } from '../services/message-texts.ts'
import { checkOtp, issueOtp, secondsUntilOtpResend } from '../services/otp.ts'
import { hashPassword } from '../services/passwords.ts'
import { findMemberSession, openMemberSession, revokeAllMemberSessions, revokeMemberSession } from '../services/sessions.ts'
import { isSignInLocked, memberAccount, memberSubject, passwordSignIn, unlockSignIn } from '../services/password-sign-in.ts'
import { registerMember } from '../services/signup.ts'
import { textOtp } from '../services/text-otp.ts'

/** The browser's signup device (spec: one device, one account). Browsers cap a cookie's life at 400 days. */
export const DEVICE_COOKIE = 'club_device'
const DEVICE_COOKIE_MAX_AGE = 400 * 86_400

const Message = z.object({ message: z.string() })
const VERIFY_ERROR_STATUS = { userNotFound: 404, otpInvalid: 422, otpExpired: 410 } as const
const Tags = ['Member identity']
const MINUTE = 60_000

const routes = {
  signup: createRoute({
    method: 'post',
    path: '/user/signup',
    tags: Tags,
    summary: 'Create an account awaiting verification; sends an OTP by SMS and a link by email',
    request: { body: jsonBody(SignupSchema) },
    responses: {
      200: jsonContent(
        z.object({
          uuid: z.uuid(),
          referCode: z.string(),
          otpSent: z.boolean().openapi({ description: 'false when the SMS could not be sent: the account waits, and Resend may be used at once' }),
        }),
        'Account created; verify it next',
      ),
      409: errorResponse('alreadyRegistered or deviceTaken'),
      422: errorResponse('A rule of spec 1 §5 is broken'),
      429: errorResponse('otpResendTooSoon: this number was texted an OTP too recently'),
    },
  }),
  verify: createRoute({
    method: 'post',
    path: '/user/verify',
    tags: Tags,
    summary: 'Verify a signup with its OTP, or with the link from the email (which also signs in)',
    request: { body: jsonBody(z.union([VerifyOtpSchema, VerifyEmailSchema])) },
    responses: {
      200: jsonContent(
        z.union([
          z.object({ uuid: z.uuid(), referCode: z.string(), orderId: z.string().nullable() }),
          z.object({ userData: z.object({ token: z.string(), user: MemberSchema }), title: z.string(), description: z.string(), orderId: z.string().nullable() }),
        ]),
        'Verified',
      ),
      404: errorResponse('userNotFound'),
      409: errorResponse('deviceTaken: another account on this device was verified first'),
      410: errorResponse('otpExpired or verifyLinkExpired'),
      422: errorResponse('otpInvalid'),
    },
  }),
  resendOtp: createRoute({
    method: 'post',
    path: '/user/otp/resend',
    tags: Tags,
    summary: 'Send a new OTP to a number awaiting verification (60 seconds apart, 5 an hour)',
    request: { body: jsonBody(ResendOtpSchema) },
    responses: {
      200: jsonContent(Message, 'Sent if the number awaits verification'),
      429: errorResponse('otpResendTooSoon'),
      503: errorResponse('smsNotSent: the SMS gateway failed; nothing was counted, so try again'),
    },
  }),
  signin: createRoute({
    method: 'post',
    path: '/user/signin',
    tags: Tags,
    summary: 'Sign in with email and password',
    request: { body: jsonBody(SigninSchema) },
    responses: {
      200: jsonContent(
        z.union([z.object({ token: z.string(), user: MemberSchema }), z.object({ flow: z.literal('resetPassword') })]),
        'Signed in, or a reset link was emailed because the account must choose a password first',
      ),
      401: errorResponse('wrongPassword'),
      403: errorResponse('notVerified'),
      404: errorResponse('emailNotRegistered'),
      423: errorResponse('accountLocked'),
    },
  }),
  unlockCode: createRoute({
    method: 'post',
    path: '/user/unlock/otp',
    tags: Tags,
    summary: 'Text a code that unlocks sign-in to the number of a locked account (60 seconds apart, 5 an hour)',
    request: { body: jsonBody(UnlockCodeSchema) },
    responses: { 200: jsonContent(Message, 'Sent if the account is locked'), 429: errorResponse('otpResendTooSoon') },
  }),
  unlock: createRoute({
    method: 'post',
    path: '/user/unlock',
    tags: Tags,
    summary: 'Lift the sign-in lock with the code texted to the account; the member then signs in',
    request: { body: jsonBody(UnlockSchema) },
    responses: { 200: jsonContent(Message, 'Unlocked'), 410: errorResponse('otpExpired'), 422: errorResponse('otpInvalid') },
  }),
  session: createRoute({
    method: 'post',
    path: '/user/session',
    tags: Tags,
    summary: 'Check a session token; answers the member it belongs to',
    request: { body: jsonBody(SessionCheckSchema) },
    responses: { 200: jsonContent(z.object({ user: MemberSchema }), 'The session is valid'), 401: errorResponse('No valid session') },
  }),
  logout: createRoute({
    method: 'post',
    path: '/user/logout',
    tags: Tags,
    summary: 'Revoke the session of the bearer token',
    security: [{ bearer: [] }],
    responses: { 204: { description: 'Signed out' }, 401: errorResponse('No valid session') },
  }),
  forgot: createRoute({
    method: 'post',
    path: '/user/password/forgot',
    tags: Tags,
    summary: 'Email a password-reset link (the answer is the same whether or not the email is registered)',
    request: { body: jsonBody(ForgotPasswordSchema) },
    responses: { 200: jsonContent(Message, 'Sent if the email belongs to a member') },
  }),
  reset: createRoute({
    method: 'post',
    path: '/user/password/reset',
    tags: Tags,
    summary: 'Choose a new password with the link from the email; signs out every device',
    request: { body: jsonBody(ResetPasswordSchema) },
    responses: { 200: jsonContent(Message, 'Password changed'), 410: errorResponse('resetLinkExpired') },
  }),
  language: createRoute({
    method: 'post',
    path: '/user/language',
    tags: Tags,
    summary: "Remember the member's language for messages",
    security: [{ bearer: [] }],
    request: { body: jsonBody(z.strictObject({ language: z.enum(['en', 'bm']), token: z.string().optional() })) },
    responses: { 200: jsonContent(Message, 'Saved'), 401: errorResponse('No valid session') },
  }),
}

export function authRoutes(deps: AppDeps) {
  const { db, clock, config, messages, linkSecret } = deps
  // Per-address limits are a backstop against floods only: Malaysian carriers put many phones
  // behind one address, so the real guards are per number, email or OTP (5 wrong tries void it).
  const perAddress = (limit: number, minutes: number) => rateLimit(clock, { limit, windowMs: minutes * MINUTE })
  /** A limit per email named in the body, as the schema will read it (trimmed, lower case), whatever else the body is. */
  const perEmail = (prefix: string, limit: number, minutes: number) =>
    rateLimit(clock, {
      limit,
      windowMs: minutes * MINUTE,
      key: async (c) => {
        const body: unknown = await c.req.json().catch(() => null)
        const email = typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string' ? body.email : ''
        return `${prefix}:${email.trim().toLowerCase()}`
      },
    })

  const sendResetLink = async (member: { id: number; uuid: string; email: string; name: string }, language: Language) => {
    const link = await createEmailLink(db, linkSecret, member, 'reset', clock.now())
    await messages.send(resetEmail(language, await readClubName(db), member.email, member.name, emailLinkUrl(config, 'reset', link)))
  }

  const app = createRouter()

  // Generous per address: many phones share one carrier address.
  app.openapi({ ...routes.signup, middleware: [perAddress(300, 60)] }, async (c) => {
    const signup = c.req.valid('json')
    const outcome = await registerMember(deps, signup, getCookie(c, DEVICE_COOKIE))
    setCookie(c, DEVICE_COOKIE, outcome.device, { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: DEVICE_COOKIE_MAX_AGE })
    await messages.send(verificationEmail(signup.language, await readClubName(db), signup.email, signup.name, emailLinkUrl(config, 'verify', outcome.link)))
    // The account waits whether or not the text went: the member is told, and may resend at once.
    const otpSent = await textOtp(deps, signup.number, signup.language, outcome.otp)
    return c.json({ uuid: outcome.member.uuid, referCode: outcome.member.referralCode, otpSent }, 200)
  })

  app.openapi({ ...routes.verify, middleware: [perAddress(300, 10)] }, async (c) => {
    const body = c.req.valid('json')
    const at = clock.now()
    if ('otp' in body) {
      const result = await db.transaction().execute(async (trx) => {
        const member = await trx.selectFrom('members').select(['id', 'number', 'signupToken', 'referralCode']).where('uuid', '=', body.id).executeTakeFirst()
        if (!member || member.number !== body.number || member.signupToken !== body.uniqueToken) return { error: 'userNotFound' as const }
        const check = await checkOtp(trx, member.id, body.otp, at)
        if (check !== 'ok') return { error: check === 'invalid' ? ('otpInvalid' as const) : ('otpExpired' as const) }
        return { error: null, orderId: await activateMember(trx, member.id, at), referCode: member.referralCode }
      })
      if (result.error) throw new ApiError(VERIFY_ERROR_STATUS[result.error], result.error)
      return c.json({ uuid: body.id, referCode: result.referCode, orderId: result.orderId }, 200)
    }
    const result = await db.transaction().execute(async (trx) => {
      const memberId = await useEmailLink(trx, linkSecret, 'verify', body, at)
      if (!memberId) return undefined
      const orderId = await activateMember(trx, memberId, at)
      return { memberId, orderId, token: await openMemberSession(trx, memberId, at) }
    })
    if (!result) throw new ApiError(410, 'verifyLinkExpired')
    return c.json(
      {
        userData: { token: result.token, user: await memberView(db, result.memberId, at) },
        title: 'Your email is verified',
        description: 'Welcome to the club! Signing you in…',
        orderId: result.orderId,
      },
      200,
    )
  })

  app.openapi({ ...routes.resendOtp, middleware: [perAddress(100, 60)] }, async (c) => {
    const { number } = c.req.valid('json')
    const at = clock.now()
    const wait = await secondsUntilOtpResend(db, number, at)
    if (wait > 0) {
      c.header('Retry-After', String(wait))
      throw new ApiError(429, 'otpResendTooSoon')
    }
    const pending = await db.selectFrom('members').select(['id', 'language']).where('number', '=', number).where('verifiedAt', 'is', null).executeTakeFirst()
    if (pending) {
      const code = await db.transaction().execute((trx) => issueOtp(trx, pending.id, number, at))
      if (!(await textOtp(deps, number, pending.language, code))) throw new ApiError(503, 'smsNotSent')
    }
    return c.json({ message: 'If this number is awaiting verification, a new OTP is on its way.' }, 200)
  })

  const signinLimits = [
    perAddress(200, 15),
    perEmail('email', 10, 15),
  ]
  app.openapi({ ...routes.signin, middleware: signinLimits }, async (c) => {
    const { email, password, language } = c.req.valid('json')
    const at = clock.now()
    const member = await db.selectFrom('members').selectAll().where('email', '=', email).executeTakeFirst()
    if (!member) throw new ApiError(404, 'emailNotRegistered')
    if (!member.passwordHash) {
      // Accounts created in bulk have no password yet: the member chooses one through a reset link.
      await sendResetLink(member, language)
      return c.json({ flow: 'resetPassword' as const }, 200)
    }
    const outcome = await passwordSignIn(db, memberSubject(member.id), member.passwordHash, password, at)
    if (outcome === 'locked') throw new ApiError(423, 'accountLocked')
    if (outcome === 'wrong') throw new ApiError(401, 'wrongPassword')
    if (!member.verifiedAt) throw new ApiError(403, 'notVerified')
    const token = await db.transaction().execute(async (trx) => {
      await trx.updateTable('members').set({ language, updatedAt: at.toISOString() }).where('id', '=', member.id).execute()
      return openMemberSession(trx, member.id, at)
    })
    return c.json({ token, user: await memberView(db, member.id, at) }, 200)
  })

  // The owner's way past a lock that others may have set by guessing: a code to the account's phone.
  app.openapi({ ...routes.unlockCode, middleware: [perAddress(100, 60)] }, async (c) => {
    const { email, language } = c.req.valid('json')
    const at = clock.now()
    const member = await db.selectFrom('members').select(['id', 'number']).where('email', '=', email).where('verifiedAt', 'is not', null).executeTakeFirst()
    if (member && (await isSignInLocked(db, memberSubject(member.id), at))) {
      const wait = await secondsUntilOtpResend(db, member.number, at)
      if (wait > 0) {
        c.header('Retry-After', String(wait))
        throw new ApiError(429, 'otpResendTooSoon')
      }
      const code = await db.transaction().execute((trx) => issueOtp(trx, member.id, member.number, at))
      // Not awaited: the answer is the same whether or not an account is locked, so is its timing.
      void textOtp(deps, member.number, language, code, unlockSms)
    }
    return c.json({ message: 'If this account is locked, a code to unlock it is on its way to its mobile number.' }, 200)
  })

  app.openapi({ ...routes.unlock, middleware: [perAddress(300, 10)] }, async (c) => {
    const { email, otp } = c.req.valid('json')
    const at = clock.now()
    // A wrong code is counted (the 5th voids it), so the transaction commits whatever the answer.
    const check = await db.transaction().execute(async (trx) => {
      const member = await trx.selectFrom('members').select('id').where('email', '=', email).where('verifiedAt', 'is not', null).executeTakeFirst()
      if (!member) return 'expired'
      const result = await checkOtp(trx, member.id, otp, at)
      if (result === 'ok') await unlockSignIn(trx, memberAccount(member.id))
      return result
    })
    if (check === 'invalid') throw new ApiError(422, 'otpInvalid')
    if (check === 'expired') throw new ApiError(410, 'otpExpired')
    return c.json({ message: 'Your account is unlocked. Please log in.' }, 200)
  })

  app.openapi(routes.session, async (c) => {
    const { token } = c.req.valid('json')
    const member = await findMemberSession(db, token, clock.now())
    if (!member) throw new ApiError(401, 'unauthorized')
    return c.json({ user: await memberView(db, member.id, clock.now()) }, 200)
  })

  app.openapi({ ...routes.logout, middleware: [requireMember(deps)] }, async (c) => {
    await revokeMemberSession(db, bearerToken(c)!, clock.now())
    return c.body(null, 204)
  })

  const forgotLimits = [
    perAddress(20, 60),
    perEmail('forgot', 3, 60),
  ]
  app.openapi({ ...routes.forgot, middleware: forgotLimits }, async (c) => {
    const { email, language } = c.req.valid('json')
    const member = await db.selectFrom('members').select(['id', 'uuid', 'email', 'name']).where('email', '=', email).where('verifiedAt', 'is not', null).executeTakeFirst()
    if (member) await sendResetLink(member, language)
    return c.json({ message: 'If this email belongs to a member, a reset link is on its way.' }, 200)
  })

  app.openapi({ ...routes.reset, middleware: [perAddress(20, 60)] }, async (c) => {
    const { password, ...link } = c.req.valid('json')
    const at = clock.now()
    const passwordHash = await hashPassword(password)
    const done = await db.transaction().execute(async (trx) => {
      const memberId = await useEmailLink(trx, linkSecret, 'reset', link, at)
      if (!memberId) return false
      await trx.updateTable('members').set({ passwordHash, updatedAt: at.toISOString() }).where('id', '=', memberId).execute()
      await unlockSignIn(trx, memberAccount(memberId))
      await revokeAllMemberSessions(trx, memberId, at)
      return true
    })
    if (!done) throw new ApiError(410, 'resetLinkExpired')
    return c.json({ message: 'Your password has been changed. Please log in.' }, 200)
  })

  app.openapi({ ...routes.language, middleware: [requireMember(deps)] }, async (c) => {
    const { language } = c.req.valid('json')
    await db.updateTable('members').set({ language, updatedAt: clock.now().toISOString() }).where('id', '=', c.get('member').id).execute()
    return c.json({ message: 'Saved' }, 200)
  })

  return app
}
