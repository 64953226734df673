import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import {
  ForgotPasswordSchema,
  ResendOtpSchema,
  ResetPasswordByOtpSchema,
  ResetPasswordSchema,
  SessionCheckSchema,
  SigninSchema,
  SignupSchema,
  UnlockCodeSchema,
  UnlockSchema,
  VerifyEmailSchema,
  VerifyOtpSchema,
} from '../../domain/identity.ts'
import { readSignInName } from '../../domain/identity-rules.ts'
import type { Language } from '../../domain/languages.ts'
import { MemberSchema } from '../../domain/member.ts'
import type { Database } from '../db/connection.ts'
import { memberBySignInName, memberView } from '../db/members.ts'
import { readClubName } from '../db/settings.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { bearerToken, requireMember } from '../http/auth.ts'
import { createRouter, errorResponse, jsonBody, jsonContent } from '../http/openapi.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { createEmailLink, emailLinkUrl, useEmailLink } from '../services/email-links.ts'
import { proveEmail, type ReleasedEmail } from '../services/email-proof.ts'
import { activateMember } from '../services/member-activation.ts'
import { emailTakenSms, resetEmail, resetOtpSms, unlockSms, verificationEmail } from '../services/message-texts.ts'
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
const OTP_ERROR = { invalid: 'otpInvalid', expired: 'otpExpired' } as const
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
      409: errorResponse('deviceTaken: another account on this device was verified first; alreadyRegistered: another signup verified this number first'),
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
    summary: 'Sign in with an email or a mobile number (in `email`) and the password',
    request: { body: jsonBody(SigninSchema) },
    responses: {
      200: jsonContent(
        z.union([z.object({ token: z.string(), user: MemberSchema }), z.object({ flow: z.literal('resetPassword') })]),
        'Signed in, or a reset link was emailed because the account must choose a password first',
      ),
      401: errorResponse('wrongPassword'),
      403: errorResponse('notVerified'),
      404: errorResponse('emailNotRegistered or numberNotRegistered'),
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
    summary:
      'Email a password-reset link to a proven email, else text a reset OTP to the number; `email` takes an email or a mobile number, and the answer is the same whether or not either is registered',
    request: { body: jsonBody(ForgotPasswordSchema) },
    responses: { 200: jsonContent(Message, 'Sent if the email or number belongs to a member') },
  }),
  reset: createRoute({
    method: 'post',
    path: '/user/password/reset',
    tags: Tags,
    summary: 'Choose a new password with the link from the email; signs out every device',
    request: { body: jsonBody(ResetPasswordSchema) },
    responses: { 200: jsonContent(Message, 'Password changed'), 410: errorResponse('resetLinkExpired') },
  }),
  resetByOtp: createRoute({
    method: 'post',
    path: '/user/password/otp/reset',
    tags: Tags,
    summary: 'Choose a new password with the OTP texted by forgot-password (members whose email is not proven); signs out every device',
    request: { body: jsonBody(ResetPasswordByOtpSchema) },
    responses: { 200: jsonContent(Message, 'Password changed'), 410: errorResponse('otpExpired'), 422: errorResponse('otpInvalid') },
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
  /** A limit per email or number named in the body, as the schema will read it, whatever else the body is. */
  const perEmail = (prefix: string, limit: number, minutes: number) =>
    rateLimit(clock, {
      limit,
      windowMs: minutes * MINUTE,
      key: async (c) => {
        const body: unknown = await c.req.json().catch(() => null)
        const name = readSignInName(typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string' ? body.email : '')
        return `${prefix}:${'number' in name ? name.number : name.email}`
      },
    })

  /** Messages that must not hold up or shape the answer; the sender logs a failure. */
  const sendLater = (send: () => Promise<unknown>) => void send().catch(() => undefined)

  const sendResetLink = async (member: { id: number; uuid: string; name: string }, email: string, language: Language) => {
    const link = await createEmailLink(db, linkSecret, member, 'reset', clock.now())
    await messages.send(resetEmail(language, await readClubName(db), email, member.name, emailLinkUrl(config, 'reset', link)))
  }

  /** Within the number's limits on texts; past them nothing is sent, and the answer does not say so. */
  const sendResetOtp = async (member: { id: number; number: string }, language: Language) => {
    const at = clock.now()
    const { code } = await db.transaction().execute((trx) => issueOtp(trx, member.id, member.number, 'reset', at))
    if (code !== null) sendLater(() => textOtp(deps, member.number, language, code, resetOtpSms))
  }

  /** The number's limits on texts allow none now: 429, saying when they will. */
  const otpResendTooSoon = (c: Context, retryAfter: number) => {
    c.header('Retry-After', String(retryAfter))
    return new ApiError(429, 'otpResendTooSoon')
  }

  /** Members who lost an unproven email to the one who proved it are told, in their own language. */
  const tellReleased = (released: ReleasedEmail[]) => {
    for (const r of released) sendLater(async () => messages.send(emailTakenSms(r.language, await readClubName(db), r.number, r.email)))
  }

  /** A new password signs out every device and lifts a lock. */
  const replacePassword = async (trx: Database, memberId: number, passwordHash: string, at: Date) => {
    await trx.updateTable('members').set({ passwordHash, updatedAt: at.toISOString() }).where('id', '=', memberId).execute()
    await unlockSignIn(trx, memberAccount(memberId))
    await revokeAllMemberSessions(trx, memberId, at)
  }

  const app = createRouter()

  // Generous per address: many phones share one carrier address.
  app.openapi({ ...routes.signup, middleware: [perAddress(300, 60)] }, async (c) => {
    const signup = c.req.valid('json')
    const outcome = await registerMember(deps, signup, getCookie(c, DEVICE_COOKIE))
    // Secure whenever the browser came over https, directly or through a trusted proxy (TRUST_PROXY).
    setCookie(c, DEVICE_COOKIE, outcome.device, { httpOnly: true, secure: c.get('client').https, sameSite: 'Lax', path: '/', maxAge: DEVICE_COOKIE_MAX_AGE })
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
        const check = await checkOtp(trx, member.id, 'verify', body.otp, at)
        if (check !== 'ok') return { error: OTP_ERROR[check] }
        return { error: null, orderId: await activateMember(trx, member.id, at), referCode: member.referralCode }
      })
      if (result.error) throw new ApiError(VERIFY_ERROR_STATUS[result.error], result.error)
      return c.json({ uuid: body.id, referCode: result.referCode, orderId: result.orderId }, 200)
    }
    // The link proves the email, for a pending signup and for a member verified by OTP alike.
    const result = await db.transaction().execute(async (trx) => {
      const memberId = await useEmailLink(trx, linkSecret, 'verify', body, at)
      if (!memberId) return undefined
      const released = await proveEmail(trx, memberId, at)
      if (!released) return undefined
      const orderId = await activateMember(trx, memberId, at)
      return { memberId, orderId, released, token: await openMemberSession(trx, memberId, at) }
    })
    if (!result) throw new ApiError(410, 'verifyLinkExpired')
    tellReleased(result.released)
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
    // Signups from two devices may be pending with one number: the code goes to this device's.
    const holders = await db.selectFrom('members').select(['id', 'language', 'signupDevice', 'verifiedAt']).where('number', '=', number).orderBy('id').execute()
    const device = getCookie(c, DEVICE_COOKIE)
    const pending = holders.some((m) => m.verifiedAt) ? undefined : (holders.find((m) => m.signupDevice === device) ?? holders.at(-1))
    if (pending) {
      const otp = await db.transaction().execute((trx) => issueOtp(trx, pending.id, number, 'verify', at))
      if (otp.code === null) throw otpResendTooSoon(c, otp.retryAfter)
      if (!(await textOtp(deps, number, pending.language, otp.code))) throw new ApiError(503, 'smsNotSent')
    } else {
      // Nothing to send, but a number texted lately is answered as a pending one would be.
      const wait = await secondsUntilOtpResend(db, number, at)
      if (wait > 0) throw otpResendTooSoon(c, wait)
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
    const member = await memberBySignInName(db, email)
    if (!member) throw new ApiError(404, 'number' in email ? 'numberNotRegistered' : 'emailNotRegistered')
    if (!member.passwordHash) {
      // Accounts created in bulk have no password yet: the member chooses one through a reset link.
      if (member.email) await sendResetLink(member, member.email, language)
      else await sendResetOtp(member, language)
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
    const member = await memberBySignInName(db, email)
    if (member?.verifiedAt && (await isSignInLocked(db, memberSubject(member.id), at))) {
      // A reset code: it proves the phone as a reset by code does, and that could lift the lock too.
      const otp = await db.transaction().execute((trx) => issueOtp(trx, member.id, member.number, 'reset', at))
      if (otp.code === null) throw otpResendTooSoon(c, otp.retryAfter)
      // Not awaited: the answer is the same whether or not an account is locked, so is its timing.
      sendLater(() => textOtp(deps, member.number, language, otp.code, unlockSms))
    }
    return c.json({ message: 'If this account is locked, a code to unlock it is on its way to its mobile number.' }, 200)
  })

  app.openapi({ ...routes.unlock, middleware: [perAddress(300, 10)] }, async (c) => {
    const { email, otp } = c.req.valid('json')
    const at = clock.now()
    // A wrong code is counted (the 5th voids it), so the transaction commits whatever the answer.
    const check = await db.transaction().execute(async (trx) => {
      const member = await memberBySignInName(trx, email)
      if (!member?.verifiedAt) return 'expired'
      const result = await checkOtp(trx, member.id, 'reset', otp, at)
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
    const member = await memberBySignInName(db, email)
    // Only its link proves an email: until then the password is reset by OTP to the phone.
    if (member?.verifiedAt && member.email && member.emailVerifiedAt) await sendResetLink(member, member.email, language)
    else if (member?.verifiedAt) await sendResetOtp(member, language)
    return c.json({ message: 'If this belongs to a member, a reset link is on its way to their email, or a code to their mobile number.' }, 200)
  })

  app.openapi({ ...routes.reset, middleware: [perAddress(20, 60)] }, async (c) => {
    const { password, ...link } = c.req.valid('json')
    const at = clock.now()
    const passwordHash = await hashPassword(password)
    // Completing a reset through the emailed link proves the email, as the verification link does.
    const released = await db.transaction().execute(async (trx) => {
      const memberId = await useEmailLink(trx, linkSecret, 'reset', link, at)
      if (!memberId) return undefined
      const released = await proveEmail(trx, memberId, at)
      if (released) await replacePassword(trx, memberId, passwordHash, at)
      return released
    })
    if (!released) throw new ApiError(410, 'resetLinkExpired')
    tellReleased(released)
    return c.json({ message: 'Your password has been changed. Please log in.' }, 200)
  })

  app.openapi({ ...routes.resetByOtp, middleware: [perAddress(20, 60)] }, async (c) => {
    const { number, otp, password } = c.req.valid('json')
    const at = clock.now()
    const passwordHash = await hashPassword(password)
    // Returned, not thrown: a wrong try must commit its count.
    const check = await db.transaction().execute(async (trx) => {
      const member = await trx.selectFrom('members').select('id').where('number', '=', number).where('verifiedAt', 'is not', null).executeTakeFirst()
      const result = member ? await checkOtp(trx, member.id, 'reset', otp, at) : 'expired'
      if (member && result === 'ok') await replacePassword(trx, member.id, passwordHash, at)
      return result
    })
    if (check !== 'ok') throw new ApiError(check === 'invalid' ? 422 : 410, OTP_ERROR[check])
    return c.json({ message: 'Your password has been changed. Please log in.' }, 200)
  })

  app.openapi({ ...routes.language, middleware: [requireMember(deps)] }, async (c) => {
    const { language } = c.req.valid('json')
    await db.updateTable('members').set({ language, updatedAt: clock.now().toISOString() }).where('id', '=', c.get('member').id).execute()
    return c.json({ message: 'Saved' }, 200)
  })

  return app
}
