import type { Database } from '../db/connection.ts'
import { linkIdentity, saveSocialTicket, type SocialTicket, takeSocialTicket } from '../db/social-login.ts'
import { ApiError } from '../http/api-error.ts'
import { hashToken, newToken } from './tokens.ts'

/** Long enough to fill in the signup form, or to find the password. */
export const SOCIAL_TICKET_MINUTES = 30

/** A ticket for the member's next step after the provider's callback; only its hash is kept. */
export async function issueSocialTicket(db: Database, ticket: Omit<SocialTicket, 'expiresAt'>, at: Date): Promise<string> {
  const token = newToken()
  await saveSocialTicket(db, hashToken(token), { ...ticket, expiresAt: new Date(at.getTime() + SOCIAL_TICKET_MINUTES * 60_000).toISOString() })
  return token
}

/**
 * Spends a signup's ticket on the member it created, inside the signup's transaction: the identity
 * is linked to the pending member, and counts once the phone is verified. A ticket past its time or
 * used already refuses the signup, so the member is not left believing the provider is linked.
 */
export async function linkSignupTicket(trx: Database, token: string, memberId: number, at: Date): Promise<void> {
  const ticket = await takeSocialTicket(trx, hashToken(token), 'signup', at)
  if (!ticket) throw new ApiError(410, 'socialSignInExpired')
  if (!(await linkIdentity(trx, memberId, ticket.issuer, ticket.subject, at))) throw new ApiError(409, 'alreadyRegistered')
}

/**
 * Spends a link ticket after a password sign-in, inside its transaction: the identity is linked
 * only when the member who signed in is the one whose email the provider named. Whether it linked.
 */
export async function linkSigninTicket(trx: Database, token: string, memberId: number, at: Date): Promise<boolean> {
  const ticket = await takeSocialTicket(trx, hashToken(token), 'link', at)
  if (ticket?.memberId !== memberId) return false
  return linkIdentity(trx, memberId, ticket.issuer, ticket.subject, at)
}
