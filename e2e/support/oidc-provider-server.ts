import { startOidcProvider } from '../../api/test-support/oidc-provider.ts'
import { E2E_OIDC, E2E_OIDC_PORT, E2E_PORT } from '../fixtures.ts'

// The local OpenID provider of the e2e run, started by playwright.config.ts beside the club, which
// it sends back to `{origin}/social/callback` (the club is served at the root).
const provider = await startOidcProvider({
  port: E2E_OIDC_PORT,
  redirectUri: `http://localhost:${E2E_PORT}/social/callback`,
  client: { id: E2E_OIDC.clientId, secret: E2E_OIDC.clientSecret },
})
console.log(`local OpenID provider at ${provider.issuer}`)
