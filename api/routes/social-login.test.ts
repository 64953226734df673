import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectError } from '../test-support/expect-error.ts'
import { json } from '../test-support/json.ts'
import { createMember, PASSWORD, postJson, signupPayload } from '../test-support/members.ts'
import { type LocalOidcProvider, type ProviderPerson, startOidcProvider } from '../test-support/oidc-provider.ts'
import { lastOtp } from '../test-support/outbox.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

// A real OpenID provider (oidc-provider) in this process, and the club configured with it.
let provider: LocalOidcProvider
let server: TestServer
beforeAll(async () => {
  provider = await startOidcProvider()
  server = await startTestServer({ env: provider.clubEnv('Local ID') })
  provider.register(`${new URL(server.api).origin}/social/callback`)
})
afterAll(async () => {
  await server.close()
  await provider.close()
})

const person = (claims: Partial<ProviderPerson> = {}): ProviderPerson => {
  const n = randomInt(10_000_000, 99_999_999)
  return { sub: `person-${n}`, email: `Social${n}@Example.com`, name: 'Nur Aisyah', gender: 'female', birthdate: '1993-07-14', ...claims }
}

const start = async (target = server, language = 'en') => {
  const res = await postJson(target, '/user/social/start', { language })
  expect(res.status).toBe(200)
  return (await json(res)).url as string
}
const callback = (query: string, target = server) => postJson(target, '/user/social/callback', { query })
/** Through the provider and back: the query the browser comes back with. */
const throughProvider = async (who: ProviderPerson, language = 'en') => provider.signIn(await start(server, language), who)
const socialSignIn = async (who: ProviderPerson) => {
  const res = await callback(await throughProvider(who))
  expect(res.status).toBe(200)
  return json(res)
}

describe('social sign-in through the OpenID provider', () => {
  it('is offered in the club configuration, named as configured', async () => {
    expect((await json(await fetch(`${server.api}/club`))).socialLogin).toEqual({ providerName: 'Local ID' })
  })

  it('sends the browser to the provider with PKCE (S256), a state and a nonce', async () => {
    const url = new URL(await start())
    expect(url.origin).toBe(provider.issuer)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/)
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/)
    expect(url.searchParams.get('redirect_uri')).toBe(`${new URL(server.api).origin}/social/callback`)
    // The verifier never leaves the server.
    expect(url.href).not.toMatch(/code_verifier/)
  })

  it('prefills the signup of a new person; the phone is still verified by OTP, and then the provider signs them in', async () => {
    const who = person()
    const answer = await socialSignIn(who)
    expect(answer).toMatchObject({ outcome: 'signup', language: 'en', prefill: { name: 'Nur Aisyah', email: who.email!.toLowerCase(), gender: 'female', dob: '1993-07-14' } })

    const payload = signupPayload({ name: answer.prefill.name, email: answer.prefill.email, dob: answer.prefill.dob, gender: answer.prefill.gender, socialTicket: answer.ticket })
    const signup = await postJson(server, '/user/signup', payload)
    expect(signup.status).toBe(200)
    // Not linked until the phone is verified: the provider leads to the signup again.
    expect((await socialSignIn(who)).outcome).toBe('signup')

    const { uuid } = await json(signup)
    const otp = await lastOtp(server.deps.config.dataDir, payload.number)
    expect((await postJson(server, '/user/verify', { otp, number: payload.number, id: uuid, uniqueToken: payload.uniqueToken })).status).toBe(200)
    const signedIn = await socialSignIn(who)
    expect(signedIn).toMatchObject({ outcome: 'signedIn', user: { id: uuid, email: payload.email } })
    expect((await postJson(server, '/user/session', { token: signedIn.token })).status).toBe(200)
    // The password works too.
    expect((await postJson(server, '/user/signin', { email: payload.email, password: PASSWORD })).status).toBe(200)
  })

  it('spends a signup ticket once', async () => {
    const answer = await socialSignIn(person())
    expect((await postJson(server, '/user/signup', signupPayload({ socialTicket: answer.ticket }))).status).toBe(200)
    await expectError(await postJson(server, '/user/signup', signupPayload({ socialTicket: answer.ticket })), 410, 'socialSignInExpired')
  })

  it("says so when the provider did not share the email (spec 1 §5)", async () => {
    const { email: _none, ...withoutEmail } = person()
    await expectError(await callback(await throughProvider(withoutEmail)), 422, 'socialNoEmail')
  })

  it('links an email that already belongs to a member only after that member signs in with the password', async () => {
    const member = await createMember(server)
    const who = person({ email: member.email.toUpperCase() })
    const first = await socialSignIn(who)
    expect(first).toEqual({ outcome: 'link', language: 'en', ticket: expect.any(String), email: member.email })

    // Someone else's password does not link it, and spends the ticket.
    const other = await createMember(server)
    const wrongMember = await json(await postJson(server, '/user/signin', { email: other.email, password: PASSWORD, socialTicket: first.ticket }))
    expect(wrongMember.socialLinked).toBe(false)
    await expectError(await postJson(server, '/user/signin', { email: member.email, password: 'Wrong2026!x', socialTicket: first.ticket }), 401, 'wrongPassword')
    expect((await socialSignIn(who)).outcome).toBe('link')

    const second = await socialSignIn(who)
    const signin = await json(await postJson(server, '/user/signin', { email: member.email, password: PASSWORD, socialTicket: second.ticket }))
    expect(signin).toMatchObject({ socialLinked: true, user: { id: member.uuid } })
    expect(await socialSignIn(who)).toMatchObject({ outcome: 'signedIn', user: { id: member.uuid } })
  })

  it('refuses a state it did not issue, a replayed one and one past its 10 minutes', async () => {
    const query = await throughProvider(person())
    const forged = new URLSearchParams(query)
    forged.set('state', 'not-a-state-this-club-issued')
    await expectError(await callback(forged.toString()), 410, 'socialSignInExpired')
    await expectError(await callback('code=abc'), 410, 'socialSignInExpired')

    expect((await callback(query)).status).toBe(200)
    await expectError(await callback(query), 410, 'socialSignInExpired')
    // The code and the state are the browser's to hand over once, never the logs'.
    const logs = server.logs.join('\n')
    for (const secret of ['code', 'state'] as const) expect(logs).not.toContain(new URLSearchParams(query).get(secret))

    const late = await throughProvider(person())
    server.clock.advance(10 * 60_000 + 1)
    await expectError(await callback(late), 410, 'socialSignInExpired')
  })

  it('checks the nonce of the ID token', async () => {
    const query = await throughProvider(person())
    const state = new URLSearchParams(query).get('state')!
    await server.deps.db.updateTable('socialFlows').set({ nonce: 'another-nonce-than-the-token-carries' }).where('state', '=', state).execute()
    await expectError(await callback(query), 401, 'socialSignInFailed')
  })

  it('refuses a code given to another verifier: the PKCE check is the provider\'s', async () => {
    const query = await throughProvider(person())
    const state = new URLSearchParams(query).get('state')!
    await server.deps.db.updateTable('socialFlows').set({ codeVerifier: 'x'.repeat(43) }).where('state', '=', state).execute()
    await expectError(await callback(query), 401, 'socialSignInFailed')
  })

  it('answers a provider that said no as a failed sign-in', async () => {
    const url = new URL(await start())
    const query = `error=access_denied&state=${url.searchParams.get('state')}&iss=${encodeURIComponent(provider.issuer)}`
    await expectError(await callback(query), 401, 'socialSignInFailed')
  })
})

describe('a provider that is down', () => {
  it('is a clear error within seconds, never a 500, at the start and at the callback', async () => {
    const gone = await startOidcProvider()
    const club = await startTestServer({ env: gone.clubEnv('Gone ID') })
    gone.register(`${new URL(club.api).origin}/social/callback`)
    try {
      const url = await start(club)
      const query = await gone.signIn(url, person())
      await gone.close()
      let began = Date.now()
      await expectError(await callback(query, club), 503, 'socialUnavailable')
      expect(Date.now() - began).toBeLessThan(5_000)

      // A club that starts while its provider is down discovers nothing, and says so (the time
      // is the member's request's, not the test server's start).
      const down = await startTestServer({ env: gone.clubEnv('Gone ID') })
      try {
        began = Date.now()
        await expectError(await postJson(down, '/user/social/start', { language: 'bm' }), 503, 'socialUnavailable')
        expect(Date.now() - began).toBeLessThan(5_000)
      } finally {
        await down.close()
      }
    } finally {
      await club.close()
    }
  })
})

describe('a club without a provider', () => {
  it('offers no social sign-in', async () => {
    const plain = await startTestServer()
    try {
      expect((await json(await fetch(`${plain.api}/club`))).socialLogin).toBeNull()
      await expectError(await postJson(plain, '/user/social/start', { language: 'en' }), 404, 'socialLoginOff')
      await expectError(await postJson(plain, '/user/social/callback', { query: 'code=a&state=b' }), 404, 'socialLoginOff')
    } finally {
      await plain.close()
    }
  })
})
