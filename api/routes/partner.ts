import type { MiddlewareHandler } from 'hono'
import { provisionMember } from '../../domain/contract/partner.ts'
import { PARTNER_SIGNATURE_HEADER, PARTNER_TIMESTAMP_HEADER } from '../../domain/partner.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { inTransaction } from '../db/transaction.ts'
import { linkPartnerMember } from '../services/partner-members.ts'
import { checkPartnerSignature, spendPartnerSignature } from '../services/partner-signatures.ts'

/** The partner mall's provisioning route (decision 138); without a partner configured it is not there. */
export function partnerRoutes(deps: AppDeps) {
  const { db, clock, config } = deps

  /**
   * Before the body is read as JSON: the signature covers the raw bytes, and a request that is not
   * the partner's learns nothing, not even whether its body would do. A signature is spent as it is
   * accepted, so a replay is refused even while the first request is still at work.
   */
  const signedByPartner: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!config.partner) throw new ApiError(404, 'notFound')
    const at = clock.now()
    const signed = checkPartnerSignature(config.partner.signingSecret, c.req.header(PARTNER_TIMESTAMP_HEADER), c.req.header(PARTNER_SIGNATURE_HEADER), await c.req.text(), at)
    if (!(await spendPartnerSignature(db, signed.signature, signed.expiresAt))) throw new ApiError(409, 'partnerSignatureReplayed')
    await next()
  }

  const app = createRouter()

  app.openapi({ ...contractRoute(provisionMember), middleware: [signedByPartner] }, async (c) => {
    const partnerMember = c.req.valid('json')
    const at = clock.now()
    const link = await inTransaction(db, (trx) => linkPartnerMember(trx, partnerMember, at))
    return c.json({ memberId: link.uuid, created: link.created }, 200)
  })

  return app
}
