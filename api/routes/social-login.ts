import type { Context } from 'hono'
import { finishSocialLogin, startSocialLogin } from '../../domain/contract/social-login.ts'
import { prefillFromClaims } from '../../domain/social-login.ts'
import { memberOfIdentity, saveSocialFlow, takeSocialFlow, verifiedMemberIdByEmail } from '../db/social-login.ts'
import { inTransaction } from '../db/transaction.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { contractRoute } from '../http/contract-route.ts'
import { signedIn } from '../http/member-sign-in.ts'
import { createRouter } from '../http/openapi.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { oidcClient } from '../services/oidc-client.ts'
import { issueSocialTicket } from '../services/social-tickets.ts'

/** How long the provider's page may take: signing in there, perhaps with a second factor. */
const FLOW_MINUTES = 10
const MINUTE = 60_000

/**
 * Social sign-up and sign-in through the configured OpenID Connect provider (decisions 133-135).
 * Start keeps the flow's secrets server-side by its state; the provider sends the browser to the web
 * page `{base}social/callback`, which posts the query here. A known identity signs in; otherwise a
 * ticket carries the member to the prefilled signup, or to a password sign-in that links.
 */
export function socialLoginRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  const provider = config.oidc && oidcClient(config.oidc)
  const app = createRouter()
  const perAddress = (limit: number) => rateLimit(db, clock, { limit, windowMs: 15 * MINUTE })

  const configured = () => {
    if (!provider) throw new ApiError(404, 'socialLoginOff')
    return provider
  }

  /** Where the provider sends the browser back: the web page, on the club's public origin. */
  const redirectUri = (c: Context<AppEnv>) => `${config.publicUrl ?? c.get('client').origin ?? `http://localhost:${config.port}`}${config.basePath}social/callback`

  app.openapi({ ...contractRoute(startSocialLogin), middleware: [perAddress(100)] }, async (c) => {
    const { language } = c.req.valid('json')
    const at = clock.now()
    const uri = redirectUri(c)
    const begun = await configured().begin(uri)
    const expiresAt = new Date(at.getTime() + FLOW_MINUTES * MINUTE).toISOString()
    await inTransaction(db, (trx) => saveSocialFlow(trx, { state: begun.state, codeVerifier: begun.codeVerifier, nonce: begun.nonce, redirectUri: uri, language, expiresAt }, at))
    c.header('Cache-Control', 'no-store')
    return c.json({ url: begun.url }, 200)
  })

  app.openapi({ ...contractRoute(finishSocialLogin), middleware: [perAddress(100)] }, async (c) => {
    const client = configured()
    const query = c.req.valid('json').query.replace(/^\?/, '')
    const at = clock.now()
    const state = new URLSearchParams(query).get('state')
    // The state is spent before the provider is asked anything: a replayed callback finds nothing.
    const flow = state ? await takeSocialFlow(db, state, at) : undefined
    if (!flow) throw new ApiError(410, 'socialSignInExpired')
    const currentUrl = new URL(flow.redirectUri)
    currentUrl.search = query
    const claims = await client.finish(currentUrl, flow)
    const { language } = flow
    c.header('Cache-Control', 'no-store')

    const linked = await memberOfIdentity(db, claims.issuer, claims.subject)
    if (linked !== undefined) {
      return c.json({ outcome: 'signedIn' as const, language, ...(await signedIn(db, c, linked, language, at)) }, 200)
    }
    if (!claims.email) throw new ApiError(422, 'socialNoEmail')
    const identity = { issuer: claims.issuer, subject: claims.subject }
    const owner = await verifiedMemberIdByEmail(db, claims.email)
    if (owner !== undefined) {
      const ticket = await issueSocialTicket(db, { kind: 'link', ...identity, memberId: owner }, at)
      return c.json({ outcome: 'link' as const, language, ticket, email: claims.email }, 200)
    }
    const ticket = await issueSocialTicket(db, { kind: 'signup', ...identity, memberId: null }, at)
    return c.json({ outcome: 'signup' as const, language, ticket, prefill: prefillFromClaims({ ...claims, email: claims.email }) }, 200)
  })

  return app
}
