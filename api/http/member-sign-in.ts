import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { Language } from '../../domain/languages.ts'
import type { Database } from '../db/connection.ts'
import { memberView, setLanguage } from '../db/members.ts'
import { recordEvent } from '../db/tracking-events.ts'
import { inTransaction } from '../db/transaction.ts'
import type { AppEnv } from '../deps.ts'
import { openMemberSession } from '../services/sessions.ts'
import { linkSigninTicket } from '../services/social-tickets.ts'
import { newToken } from '../services/tokens.ts'

/** The browser's signup device (spec: one device, one account). Browsers cap a cookie's life at 400 days. */
export const DEVICE_COOKIE = 'club_device'
const DEVICE_COOKIE_MAX_AGE = 400 * 86_400

// Secure whenever the browser came over https, directly or through a trusted proxy (TRUST_PROXY).
export const setDeviceCookie = (c: Context<AppEnv>, device: string) =>
  setCookie(c, DEVICE_COOKIE, device, { httpOnly: true, secure: c.get('client').https, sameSite: 'Lax', path: '/', maxAge: DEVICE_COOKIE_MAX_AGE })

/**
 * The one way into a member session, whether the member proved who they are by the club's
 * password, the partner mall's or a linked provider: in their language, recorded as a sign-in
 * (decision 143), with a device cookie for the fraud signals (decision 129). With a social ticket,
 * the provider that named the account's email is linked in the same transaction: the password
 * makes the account theirs (decision 134).
 */
export async function signedIn(db: Database, c: Context<AppEnv>, memberId: number, language: Language, at: Date, socialTicket?: string) {
  const { token, socialLinked } = await inTransaction(db, async (trx) => {
    await setLanguage(trx, memberId, language, at)
    await recordEvent(trx, memberId, { event: 'signIn' }, at)
    const socialLinked = socialTicket ? await linkSigninTicket(trx, socialTicket, memberId, at) : undefined
    return { token: await openMemberSession(trx, memberId, at), socialLinked }
  })
  if (!getCookie(c, DEVICE_COOKIE)) setDeviceCookie(c, newToken())
  return { token, user: await memberView(db, memberId, at), ...(socialLinked !== undefined && { socialLinked }) }
}
