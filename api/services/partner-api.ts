import { type PartnerMember, PartnerMemberSchema } from '../../domain/partner.ts'
import type { PartnerConfig } from '../config.ts'
import type { Logger } from '../logger.ts'

/** What the partner mall said of an email and password; `unavailable` is anything but a clear answer. */
export type PartnerCheck = { outcome: 'ok'; member: PartnerMember } | { outcome: 'wrongPassword' } | { outcome: 'unknown' } | { outcome: 'unavailable' }

/**
 * Asks the partner mall whether a partner email and password are right (decision 136):
 * `POST {PARTNER_API_URL}/members/verify` with the club's client credentials (Basic) and
 * `{email, password}`; 200 with the partner member, 401 for a wrong password, 404 for an email it
 * does not know. One attempt under one timeout that covers the body too, so an outage answers in
 * time; a timeout, a refused connection, another status or a body of another shape is
 * `unavailable`, logged without the email or the password.
 */
export async function checkPartnerPassword(partner: PartnerConfig, logger: Logger, email: string, password: string): Promise<PartnerCheck> {
  try {
    const res = await fetch(`${partner.apiUrl}/members/verify`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${partner.clientId}:${partner.clientSecret}`).toString('base64')}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(partner.timeoutMs),
      // A redirect would carry the password somewhere the club was not told of.
      redirect: 'error',
    })
    if (res.status === 401 || res.status === 404) {
      await res.body?.cancel()
      return { outcome: res.status === 401 ? 'wrongPassword' : 'unknown' }
    }
    if (!res.ok) {
      await res.body?.cancel()
      logger.error('partner_verify_failed', { status: res.status })
      return { outcome: 'unavailable' }
    }
    const member = PartnerMemberSchema.safeParse(await res.json())
    if (member.success) return { outcome: 'ok', member: member.data }
    logger.error('partner_verify_failed', { reason: 'unexpected answer' })
  } catch (error) {
    logger.error('partner_verify_failed', { reason: (error as Error).name })
  }
  return { outcome: 'unavailable' }
}
