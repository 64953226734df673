import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signupPayload } from '../test-support/members.ts'
import { lastLink } from '../test-support/outbox.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

/** A signup sent with the headers given, Host too (fetch may not set it): its verification link's origin. */
async function linkOrigin(server: TestServer, headers: Record<string, string>): Promise<string> {
  const payload = signupPayload()
  const url = new URL(`${server.api}/user/signup`)
  const body = JSON.stringify(payload)
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode!))
    })
    req.on('error', reject)
    req.end(body)
  })
  expect(status).toBe(200)
  return (await lastLink(server.deps.config.dataDir, payload.email, '/registration/confirm-and-verify')).origin
}

describe('emailed links without PUBLIC_URL', () => {
  let direct: TestServer
  let behindProxy: TestServer
  beforeAll(async () => {
    // The tests reach the servers from 127.0.0.1: a trusted proxy for one, an unknown peer for the other.
    direct = await startTestServer({ env: { TRUST_PROXY: '192.0.2.1' } })
    behindProxy = await startTestServer({ env: { TRUST_PROXY: 'loopback' } })
  })
  afterAll(async () => {
    await direct.close()
    await behindProxy.close()
  })

  it('point at the address the request came to', async () => {
    expect(await linkOrigin(direct, { host: 'club.example:8080' })).toBe('http://club.example:8080')
  })

  it('believe X-Forwarded-Host and -Proto only from a trusted proxy', async () => {
    const forwarded = { host: '127.0.0.1:3000', 'x-forwarded-host': 'club.example', 'x-forwarded-proto': 'https' }
    expect(await linkOrigin(behindProxy, forwarded)).toBe('https://club.example')
    expect(await linkOrigin(direct, { ...forwarded, host: 'club.example' })).toBe('http://club.example')
  })

  it('fall back to localhost and the port for a forwarded host that could bend a link', async () => {
    // Node answers 400 to such a Host itself; a proxy could still forward one.
    expect(await linkOrigin(behindProxy, { 'x-forwarded-host': 'evil.example/@club.example' })).toBe(`http://localhost:${behindProxy.deps.config.port}`)
  })
})

describe('emailed links with PUBLIC_URL', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://club.example/', TRUST_PROXY: 'loopback' } })
  })
  afterAll(() => server.close())

  it('point at PUBLIC_URL whatever the request says', async () => {
    expect(await linkOrigin(server, { host: 'evil.example', 'x-forwarded-host': 'evil.example' })).toBe('https://club.example')
  })
})
