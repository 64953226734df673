import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import * as identity from '../../domain/contract/identity.ts'
import { checkSession, saveLanguage, signOut } from '../../domain/contract/session.ts'
import { isStrongPassword, readSignInName } from '../../domain/identity-rules.ts'
import type { Language } from '../../domain/languages.ts'
import type { Database } from '../db/connection.ts'
import { accountsWithNumber, memberBySignInName, memberView, setLanguage, setPasswordHash, signupByUuid, verifiedMemberIdByNumber } from '../db/members.ts'
import { readClubName } from '../db/settings.ts'
import type { PartnerConfig } from '../config.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { contractRoute } from '../http/contract-route.ts'
import { bearerToken, requireMember } from '../http/auth.ts'
import { createRouter } from '../http/openapi.ts'
import { DEVICE_COOKIE, setDeviceCookie, signedIn } from '../http/member-sign-in.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { checkEmailLink, createEmailLink, type EmailLink, emailLinkUrl, type LinkPurpose, useEmailLink } from '../services/email-links.ts'
import { proveEmail, type ReleasedEmail } from '../services/email-proof.ts'
import { activateMember } from '../services/member-activation.ts'
import { emailTakenSms, resetEmail, resetOtpSms, unlockSms, verificationEmail } from '../services/message-texts.ts'
import { checkOtp, issueOtp, type OtpCheck, secondsUntilOtpResend } from '../services/otp.ts'
import { hashPassword } from '../services/passwords.ts'
import { findMemberSession, openMemberSession, revokeAllMemberSessions, revokeMemberSession } from '../services/sessions.ts'
import { isSignInLocked, memberAccount, memberSubject, partnerEmailSubject, passwordSignIn, unlockSignIn } from '../services/password-sign-in.ts'
import { linkPartnerMember } from '../services/partner-members.ts'
import { partnerSignIn } from '../services/partner-sign-in.ts'
import { pendingSignupOnDevice, pendingSignupView } from '../services/pending-signup.ts'
import { registerMember } from '../services/signup.ts'
import { textOtp } from '../services/text-otp.ts'
import { inTransaction } from '../db/transaction.ts'


const MINUTE = 60_000

/** A failed OTP check as the API answers it: a wrong code says how many tries it has left. */
function otpError(check: Exclude<OtpCheck, { outcome: 'ok' }>): ApiError {
  return check.outcome === 'invalid' ? new ApiError(422, 'otpInvalid', { triesLeft: check.triesLeft }) : new ApiError(410, 'otpExpired')
}

export function authRoutes(deps: AppDeps) {
  const { db, clock, config, messages, linkSecret } = deps
  // Per-address limits are a backstop against floods only: Malaysian carriers put many phones
  // behind one address, so the real guards are per number, email or OTP (5 wrong tries void it).
  const perAddress = (limit: number, minutes: number) => rateLimit(db, clock, { limit, windowMs: minutes * MINUTE })
  /** A limit per email or number named in the body, as the schema will read it, whatever else the body is. */
  const perEmail = (prefix: string, limit: number, minutes: number) =>
    rateLimit(db, clock, {
      limit,
      windowMs: minutes * MINUTE,
      key: async (c) => {
        const body: unknown = await c.req.json().catch(() => null)
        const name = readSignInName(typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string' ? body.email : '')
        return `${prefix}:${'number' in name ? name.number : name.email}`
      },
    })

  /** Where emailed links point: PUBLIC_URL, else the address the request came to (decision: links follow the request). */
  const linkUrl = (c: Context<AppEnv>, purpose: LinkPurpose, link: EmailLink) =>
    emailLinkUrl(config.publicUrl ?? c.get('client').origin ?? `http://localhost:${config.port}`, config.basePath, purpose, link)

  /** Messages that must not hold up or shape the answer; the sender logs a failure. */
  const sendLater = (send: () => Promise<unknown>) => void send().catch(() => undefined)

  const sendResetLink = async (c: Context<AppEnv>, member: { id: number; uuid: string; name: string }, email: string, language: Language) => {
    const link = await createEmailLink(db, linkSecret, member, 'reset', clock.now())
    await messages.send(resetEmail(language, await readClubName(db), email, member.name, linkUrl(c, 'reset', link)))
  }

  /** Within the number's limits on texts; past them nothing is sent, and the answer does not say so. */
  const sendResetOtp = async (member: { id: number; number: string }, language: Language) => {
    const at = clock.now()
    const { code } = await inTransaction(db, (trx) => issueOtp(trx, member.id, member.number, 'reset', at))
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
    await setPasswordHash(trx, memberId, passwordHash, at)
    await unlockSignIn(trx, memberAccount(memberId))
    await revokeAllMemberSessions(trx, memberId, at)
  }

  const app = createRouter()

  // Generous per address: many phones share one carrier address.
  app.openapi({ ...contractRoute(identity.signUp), middleware: [perAddress(300, 60)] }, async (c) => {
    const signup = c.req.valid('json')
    const outcome = await registerMember(deps, signup, getCookie(c, DEVICE_COOKIE))
    setDeviceCookie(c, outcome.device)
    await messages.send(verificationEmail(signup.language, await readClubName(db), signup.email, signup.name, linkUrl(c, 'verify', outcome.link)))
    // The account waits whether or not the text went: the member is told, and may resend at once.
    const otpSent = await textOtp(deps, signup.number, signup.language, outcome.otp)
    return c.json({ uuid: outcome.member.uuid, referCode: outcome.member.referralCode, otpSent }, 200)
  })

  app.openapi({ ...contractRoute(identity.verifySignup), middleware: [perAddress(300, 10)] }, async (c) => {
    const body = c.req.valid('json')
    const at = clock.now()
    if ('otp' in body) {
      const result = await inTransaction(db, async (trx) => {
        const member = await signupByUuid(trx, body.id)
        if (!member || member.number !== body.number || member.signupToken !== body.uniqueToken) return { error: new ApiError(404, 'userNotFound') }
        const check = await checkOtp(trx, member.id, 'verify', body.otp, at)
        // Returned, not thrown: a wrong try must commit its count.
        if (check.outcome !== 'ok') return { error: otpError(check) }
        return { error: null, orderId: await activateMember(trx, member.id, at), referCode: member.referralCode }
      })
      if (result.error) throw result.error
      return c.json({ uuid: body.id, referCode: result.referCode, orderId: result.orderId }, 200)
    }
    // The link proves the email, for a pending signup and for a member verified by OTP alike.
    const result = await inTransaction(db, async (trx) => {
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

  // Only the browser that holds the device cookie (httpOnly) learns of the signup made on it.
  app.openapi(contractRoute(identity.pendingSignup), async (c) => {
    const device = getCookie(c, DEVICE_COOKIE)
    const pending = device ? await pendingSignupOnDevice(db, device, clock.now()) : undefined
    c.header('Cache-Control', 'no-store')
    return c.json({ pending: pending ?? null }, 200)
  })

  app.openapi({ ...contractRoute(identity.resendOtp), middleware: [perAddress(100, 60)] }, async (c) => {
    const { number, id, uniqueToken } = c.req.valid('json')
    const at = clock.now()
    // Signups from two devices may be pending with one number: the code goes to the one the OTP
    // step names (it may be on another device, reached by signing in), else to this device's.
    const holders = await accountsWithNumber(db, number)
    const device = getCookie(c, DEVICE_COOKIE)
    const named = holders.find((m) => id && uniqueToken && m.uuid === id && m.signupToken === uniqueToken)
    const pending = holders.some((m) => m.verifiedAt) ? undefined : (named ?? holders.find((m) => m.signupDevice === device) ?? holders.at(-1))
    if (pending) {
      const otp = await inTransaction(db, (trx) => issueOtp(trx, pending.id, number, 'verify', at))
      if (otp.code === null) throw otpResendTooSoon(c, otp.retryAfter)
      if (!(await textOtp(deps, number, pending.language, otp.code))) throw new ApiError(503, 'smsNotSent')
    } else {
      // Nothing to send, but a number texted lately is answered as a pending one would be.
      const wait = await secondsUntilOtpResend(db, number, at)
      if (wait > 0) throw otpResendTooSoon(c, wait)
    }
    return c.json({ message: 'If this number is awaiting verification, a new OTP is on its way.' }, 200)
  })

  /**
   * Sign-in by the partner mall's password (decision 136): under the club's lock, the partner is
   * asked; its member gets the club account it is linked to, or one made or linked now. With
   * `linkedMemberId` the club already knows this email as a partner account, so a wrong password
   * names the partner's; for an email the club does not know it only asks to check it (decision 137).
   */
  const partnerSignInAnswer = async (c: Context<AppEnv>, partner: PartnerConfig, email: string, password: string, language: Language, linkedMemberId: number | undefined) => {
    const at = clock.now()
    const subject = linkedMemberId === undefined ? partnerEmailSubject(email) : memberSubject(linkedMemberId)
    const check = await partnerSignIn(deps, partner, subject, email, password, at)
    if (check.outcome === 'locked') throw new ApiError(423, 'accountLocked')
    if (check.outcome === 'unavailable') throw new ApiError(503, 'partnerUnavailable')
    if (check.outcome === 'unknown') throw new ApiError(404, 'userNotRegistered')
    if (check.outcome === 'wrongPassword') throw new ApiError(401, linkedMemberId === undefined ? 'checkPassword' : 'partnerWrongPassword')
    const link = await inTransaction(db, (trx) => linkPartnerMember(trx, check.member, at))
    return signedIn(db, c, link.memberId, language, at)
  }

  const signinLimits = [
    perAddress(200, 15),
    perEmail('email', 10, 15),
  ]
  app.openapi({ ...contractRoute(identity.signIn), middleware: signinLimits }, async (c) => {
    const { email, password, language, socialTicket } = c.req.valid('json')
    const at = clock.now()
    const member = await memberBySignInName(db, email)
    // Only an email no club password can sign in with reaches the partner: a member with a club
    // password signs in as ever and never waits on the partner mall.
    if (config.partner && !member && 'email' in email) return c.json(await partnerSignInAnswer(c, config.partner, email.email, password, language, undefined), 200)
    if (config.partner && member?.partnerMemberId && member.email && !member.passwordHash) {
      return c.json(await partnerSignInAnswer(c, config.partner, member.email, password, language, member.id), 200)
    }
    if (!member) throw new ApiError(404, 'number' in email ? 'numberNotRegistered' : 'emailNotRegistered')
    if (!member.passwordHash) {
      // Accounts created in bulk have no password yet: the member chooses one through a reset link.
      if (member.email) await sendResetLink(c, member, member.email, language)
      else await sendResetOtp(member, language)
      return c.json({ flow: 'resetPassword' as const }, 200)
    }
    const outcome = await passwordSignIn(db, memberSubject(member.id), member.passwordHash, password, at)
    if (outcome === 'locked') throw new ApiError(423, 'accountLocked')
    if (outcome === 'wrong') throw new ApiError(401, 'wrongPassword')
    // The right password, set before today's rules (an imported account): it is changed through the reset flow first.
    if (!isStrongPassword(password)) throw new ApiError(403, 'passwordNotStrong')
    if (!member.verifiedAt) {
      // The password proves the signup is theirs: they carry on at its OTP step, wherever they are.
      const pending = await pendingSignupView(db, member, at)
      if (!pending) throw new ApiError(403, 'notVerified')
      return c.json({ flow: 'verifyOtp' as const, pending }, 200)
    }
    return c.json(await signedIn(db, c, member.id, language, at, socialTicket), 200)
  })

  // The owner's way past a lock that others may have set by guessing: a code to the account's phone.
  app.openapi({ ...contractRoute(identity.requestUnlockCode), middleware: [perAddress(100, 60)] }, async (c) => {
    const { email, language } = c.req.valid('json')
    const at = clock.now()
    const member = await memberBySignInName(db, email)
    if (member?.verifiedAt && (await isSignInLocked(db, memberSubject(member.id), at))) {
      // A reset code: it proves the phone as a reset by code does, and that could lift the lock too.
      const otp = await inTransaction(db, (trx) => issueOtp(trx, member.id, member.number, 'reset', at))
      if (otp.code === null) throw otpResendTooSoon(c, otp.retryAfter)
      // Not awaited: the answer is the same whether or not an account is locked, so is its timing.
      sendLater(() => textOtp(deps, member.number, language, otp.code, unlockSms))
    }
    return c.body(null, 204)
  })

  app.openapi({ ...contractRoute(identity.unlockAccount), middleware: [perAddress(300, 10)] }, async (c) => {
    const { email, otp } = c.req.valid('json')
    const at = clock.now()
    // A wrong code is counted (the 5th voids it), so the transaction commits whatever the answer.
    const check = await inTransaction(db, async (trx) => {
      const member = await memberBySignInName(trx, email)
      if (!member?.verifiedAt) return { outcome: 'expired' } as const
      const result = await checkOtp(trx, member.id, 'reset', otp, at)
      if (result.outcome === 'ok') await unlockSignIn(trx, memberAccount(member.id))
      return result
    })
    if (check.outcome !== 'ok') throw otpError(check)
    return c.body(null, 204)
  })

  app.openapi(contractRoute(checkSession), async (c) => {
    const { token } = c.req.valid('json')
    const member = await findMemberSession(db, token, clock.now())
    if (!member) throw new ApiError(401, 'unauthorized')
    return c.json({ user: await memberView(db, member.id, clock.now()) }, 200)
  })

  app.openapi({ ...contractRoute(signOut), middleware: [requireMember(deps)] }, async (c) => {
    await revokeMemberSession(db, bearerToken(c)!, clock.now())
    return c.body(null, 204)
  })

  const forgotLimits = [
    perAddress(20, 60),
    perEmail('forgot', 3, 60),
  ]
  app.openapi({ ...contractRoute(identity.forgotPassword), middleware: forgotLimits }, async (c) => {
    const { email, language } = c.req.valid('json')
    const member = await memberBySignInName(db, email)
    // Only its link proves an email: until then the password is reset by OTP to the phone.
    if (member?.verifiedAt && member.email && member.emailVerifiedAt) await sendResetLink(c, member, member.email, language)
    else if (member?.verifiedAt) await sendResetOtp(member, language)
    return c.body(null, 204)
  })

  // Generous: the page asks each time it opens, and a signature cannot be guessed.
  app.openapi({ ...contractRoute(identity.checkResetLink), middleware: [perAddress(100, 60)] }, async (c) => {
    const memberId = await checkEmailLink(db, linkSecret, 'reset', c.req.valid('json'), clock.now())
    if (memberId === undefined) throw new ApiError(410, 'resetLinkExpired')
    return c.body(null, 204)
  })

  app.openapi({ ...contractRoute(identity.resetPassword), middleware: [perAddress(20, 60)] }, async (c) => {
    const { password, ...link } = c.req.valid('json')
    const at = clock.now()
    const passwordHash = await hashPassword(password)
    // Completing a reset through the emailed link proves the email, as the verification link does.
    const released = await inTransaction(db, async (trx) => {
      const memberId = await useEmailLink(trx, linkSecret, 'reset', link, at)
      if (!memberId) return undefined
      const released = await proveEmail(trx, memberId, at)
      if (released) await replacePassword(trx, memberId, passwordHash, at)
      return released
    })
    if (!released) throw new ApiError(410, 'resetLinkExpired')
    tellReleased(released)
    return c.body(null, 204)
  })

  app.openapi({ ...contractRoute(identity.resetPasswordByOtp), middleware: [perAddress(20, 60)] }, async (c) => {
    const { number, otp, password } = c.req.valid('json')
    const at = clock.now()
    const passwordHash = await hashPassword(password)
    // Returned, not thrown: a wrong try must commit its count.
    const check = await inTransaction(db, async (trx) => {
      const memberId = await verifiedMemberIdByNumber(trx, number)
      if (memberId === undefined) return { outcome: 'expired' } as const
      const result = await checkOtp(trx, memberId, 'reset', otp, at)
      if (result.outcome === 'ok') await replacePassword(trx, memberId, passwordHash, at)
      return result
    })
    if (check.outcome !== 'ok') throw otpError(check)
    return c.body(null, 204)
  })

  app.openapi({ ...contractRoute(saveLanguage), middleware: [requireMember(deps)] }, async (c) => {
    const { language } = c.req.valid('json')
    await setLanguage(db, c.get('member').id, language, clock.now())
    return c.body(null, 204)
  })

  return app
}
