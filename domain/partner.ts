import { z } from 'zod'
import { EMAIL_PATTERN } from './identity-rules.ts'

/**
 * Partner-mall sign-on (spec 1 §1; decisions 136-138). A partner member as the partner describes
 * one, both when its API answers a checked email and password and when it provisions a club
 * account: its own id, the name, the email and the phone it holds. Never a password.
 */
export const PartnerMemberSchema = z.object({
  id: z.string().trim().min(1).max(100),
  name: z.string().trim().max(200),
  email: z.string().trim().toLowerCase().max(254).regex(EMAIL_PATTERN, 'invalidEmail'),
  phone: z.string().max(40).nullish(),
})
export type PartnerMember = z.infer<typeof PartnerMemberSchema>

/** How far a provisioning request's timestamp may be from the club's clock, either way; each signature is accepted once within it. */
export const PARTNER_SIGNATURE_MINUTES = 5

/** The headers a provisioning request is signed with: `HMAC-SHA256(secret, timestamp + "." + body)`, hex. */
export const PARTNER_TIMESTAMP_HEADER = 'x-partner-timestamp'
export const PARTNER_SIGNATURE_HEADER = 'x-partner-signature'
