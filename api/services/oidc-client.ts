import * as oidc from 'openid-client'
import type { OidcConfig } from '../config.ts'
import { ApiError } from '../http/api-error.ts'

/** How long the provider may take to answer any one request, in seconds: a provider that is down must not hold the member. */
const PROVIDER_TIMEOUT_SECONDS = 5

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** What the provider says about the person, from the ID token and the userinfo endpoint. */
export interface ProviderClaims {
  issuer: string
  subject: string
  email: string | undefined
  name: unknown
  gender: unknown
  birthdate: unknown
}

/** A sign-in begun: where to send the browser, and the secrets the callback is checked with. */
export interface BegunSignIn {
  url: string
  state: string
  nonce: string
  codeVerifier: string
}

/** Whether the provider could not be reached (down, refusing, too slow), rather than saying no. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true
  const code = (error as { code?: unknown } | null)?.code
  return code === 'OAUTH_TIMEOUT' || code === 'OAUTH_ABORT' || code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || code === 'OAUTH_RESPONSE_IS_NOT_JSON'
}

/**
 * The club's client at its OpenID Connect provider (openid-client): the authorization code flow
 * with PKCE (S256), a state and a nonce. The provider's metadata is discovered when first needed
 * and kept; a failed discovery is tried again by the next sign-in. Plain http is allowed only for
 * an issuer on this machine (the tests' and a developer's local provider).
 */
export function oidcClient(settings: OidcConfig) {
  const issuer = new URL(settings.issuer)
  let discovered: Promise<oidc.Configuration> | undefined

  const configuration = () => {
    discovered ??= oidc
      .discovery(issuer, settings.clientId, undefined, oidc.ClientSecretPost(settings.clientSecret), {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        ...(issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname) && { execute: [oidc.allowInsecureRequests] }),
      })
      .catch((error: unknown) => {
        discovered = undefined
        throw error
      })
    return discovered.catch(() => {
      throw new ApiError(503, 'socialUnavailable')
    })
  }

  return {
    providerName: settings.providerName,

    async begin(redirectUri: string): Promise<BegunSignIn> {
      const config = await configuration()
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const state = oidc.randomState()
      const nonce = oidc.randomNonce()
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      return { url: url.href, state, nonce, codeVerifier }
    },

    /**
     * Exchanges the code the browser came back with (`currentUrl`: the redirect URI and the
     * provider's query) and checks the state, the nonce and the PKCE verifier; then reads the
     * person's claims. A provider that said no, or a check that failed, is `socialSignInFailed`.
     */
    async finish(currentUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<ProviderClaims> {
      const config = await configuration()
      try {
        const tokens = await oidc.authorizationCodeGrant(config, currentUrl, { pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state, expectedNonce: checks.nonce, idTokenExpected: true })
        const idToken = tokens.claims()!
        // Providers put the profile in the ID token or at the userinfo endpoint (or both): read both.
        const userinfo = config.serverMetadata().userinfo_endpoint ? await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub) : {}
        const claims: Record<string, unknown> = { ...idToken, ...userinfo }
        return {
          issuer: idToken.iss,
          subject: idToken.sub,
          email: typeof claims.email === 'string' && claims.email.includes('@') ? claims.email.trim().toLowerCase() : undefined,
          name: claims.name,
          gender: claims.gender,
          birthdate: claims.birthdate,
        }
      } catch (error) {
        throw new ApiError(isUnreachable(error) ? 503 : 401, isUnreachable(error) ? 'socialUnavailable' : 'socialSignInFailed')
      }
    },
  }
}

export type OidcClient = ReturnType<typeof oidcClient>
