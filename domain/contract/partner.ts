import { z } from 'zod'
import { PARTNER_SIGNATURE_HEADER, PARTNER_SIGNATURE_MINUTES, PARTNER_TIMESTAMP_HEADER, PartnerMemberSchema } from '../partner.ts'
import { defineRoute } from './define-route.ts'

/** The partner mall's side of single sign-on (spec 1 §1; decision 138). */
const tags = ['Partner mall']

export const provisionMember = defineRoute({
  method: 'post',
  path: '/partner/members',
  // Not a member or an admin: the partner mall, known by the request's signature.
  access: 'public',
  tags,
  summary: `The partner mall makes or links the club account of one of its members (idempotent: the same partner id or email answers the same account). Signed: \`${PARTNER_TIMESTAMP_HEADER}\` is the time in Unix seconds, within ${PARTNER_SIGNATURE_MINUTES} minutes of the club's clock, and \`${PARTNER_SIGNATURE_HEADER}\` is HMAC-SHA256(PARTNER_SIGNING_SECRET, timestamp + "." + raw body) in hex; each signature is accepted once. Answers 404 when the club has no partner configured.`,
  headers: z.object({ [PARTNER_TIMESTAMP_HEADER]: z.string().optional(), [PARTNER_SIGNATURE_HEADER]: z.string().optional() }),
  json: PartnerMemberSchema,
  responses: {
    200: z.object({
      memberId: z.uuid().describe("The club member's id"),
      created: z.boolean().describe('true when the club account was made now; false when an existing one was found or linked'),
    }),
  },
  errors: {
    401: ['partnerSignatureInvalid', 'partnerSignatureStale'],
    404: ['notFound'],
    409: ['partnerSignatureReplayed', 'partnerNumberUnusable', 'partnerAccountConflict'],
  },
})
