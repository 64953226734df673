import { generateKeyPairSync } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

/** Someone at the provider: the claims it tells the club (no email: the person refused to share it). */
export interface ProviderPerson {
  sub: string
  email?: string
  name?: string
  gender?: string
  birthdate?: string
}

export interface LocalOidcProvider {
  /** http://127.0.0.1:<port> */
  issuer: string
  clientId: string
  clientSecret: string
  /** The club's OIDC_* environment for this provider, named `providerName`. */
  clubEnv(providerName: string): Record<string, string>
  /** Registers the club's redirect URI (`{origin}{base}social/callback`); the provider answers once it has one. */
  register(redirectUri: string): void
  /** What a browser does at the provider: opens the authorization URL, signs in as `person`, and is sent back; the query it is sent back with. */
  signIn(authorizationUrl: string, person: ProviderPerson): Promise<string>
  close(): Promise<void>
}

const CLIENT_ID = 'kelab-club'
const CLIENT_SECRET = 'local-provider-client-secret-for-tests'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The provider's own sign-in page: a form where the tester says who they are (no password: it is a test provider). */
const signInPage = (uid: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local provider sign-in</title></head>
<body><main><h1>Local provider</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Subject <input name="sub" required></label>
<label>Email <input name="email" type="email"></label>
<label>Full name <input name="name"></label>
<label>Gender <input name="gender"></label>
<label>Birthdate <input name="birthdate"></label>
<button type="submit">Sign in to the provider</button>
</form></main></body></html>`

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1, for the API tests (in-process) and
 * the e2e tests (e2e/support/oidc-provider-server.ts): authorization code with PKCE, one confidential
 * client, and a sign-in page that takes the person's claims from its form.
 */
export async function startOidcProvider(options: { port?: number; redirectUri?: string; client?: { id: string; secret: string } } = {}): Promise<LocalOidcProvider> {
  const { id: clientId, secret: clientSecret } = options.client ?? { id: CLIENT_ID, secret: CLIENT_SECRET }
  const people = new Map<string, ProviderPerson>()
  let provider: Provider | undefined
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined

  const interaction = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider!.interactionDetails(req, res)
    if (req.method !== 'POST') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(signInPage(details.uid))
      return
    }
    const form = await formOf(req)
    const person: ProviderPerson = { sub: form.get('sub') ?? '' }
    for (const claim of ['email', 'name', 'gender', 'birthdate'] as const) {
      const value = form.get(claim)
      if (value) person[claim] = value
    }
    people.set(person.sub, person)
    // Signed in and consenting at once: a grant of the scopes the club asked for.
    const grant = new provider!.Grant({ accountId: person.sub, clientId: details.params.client_id })
    grant.addOIDCScope(details.params.scope ?? 'openid')
    await provider!.interactionFinished(req, res, { login: { accountId: person.sub }, consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: false })
  }

  const server = createServer((req, res) => {
    if (!provider || !handle) return void res.writeHead(503).end()
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: Error) => res.writeHead(400, { 'content-type': 'text/plain' }).end(error.message))
      return
    }
    handle(req, res)
  })
  server.listen(options.port ?? 0, '127.0.0.1')
  await once(server, 'listening')
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  // Its own signing key, made for this run.
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })
  const register = (redirectUri: string) => {
    provider = new Provider(issuer, {
      jwks: { keys: [signingKey] },
      clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], token_endpoint_auth_method: 'client_secret_post' }],
      findAccount: (_ctx: unknown, sub: string) => {
        const person = people.get(sub)
        return person && { accountId: sub, claims: () => person }
      },
      claims: { openid: ['sub'], email: ['email'], profile: ['name', 'gender', 'birthdate'] },
      interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
      features: { devInteractions: { enabled: false } },
      pkce: { required: () => true },
      cookies: { keys: ['local-provider-cookie-key'] },
    })
    handle = provider.callback()
  }
  if (options.redirectUri) register(options.redirectUri)

  return {
    issuer,
    clientId,
    clientSecret,
    clubEnv: (providerName) => ({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, OIDC_PROVIDER_NAME: providerName }),
    register,
    async signIn(authorizationUrl, person) {
      // The browser's cookies at the provider, by name.
      const jar = new Map<string, string>()
      const go = async (url: string, init: RequestInit = {}) => {
        const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } })
        for (const cookie of response.headers.getSetCookie()) {
          const pair = cookie.split(';', 1)[0] ?? ''
          const at = pair.indexOf('=')
          jar.set(pair.slice(0, at), pair.slice(at + 1))
        }
        await response.arrayBuffer()
        if (response.status !== 303 && response.status !== 302) throw new Error(`the provider answered ${response.status} at ${url}`)
        return new URL(response.headers.get('location')!, url).href
      }
      const interactionUrl = await go(authorizationUrl)
      const form = new URLSearchParams(Object.entries(person).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      const resume = await go(interactionUrl, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
      const back = new URL(await go(resume))
      return back.search
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
