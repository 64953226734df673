import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { json } from '../test-support/json.ts'
import { postJson, signupPayload } from '../test-support/members.ts'
import { startTestServer, type TestServer, type TestServerOptions } from '../test-support/test-server.ts'
import { clientAddress } from './rate-limit.ts'
import { isProxyEntry, proxyTrust, resolveClient } from './trusted-proxy.ts'

describe('who the client is', () => {
  const trusted = proxyTrust(['loopback', '10.0.0.0/8', '2001:db8::1'])
  const plain = { address: '203.0.113.9', encrypted: false }
  const proxy = { address: '127.0.0.1', encrypted: false }

  it('believes nothing forwarded by a peer that is not a trusted proxy', () => {
    const forged = { host: 'club.example', forwardedFor: '198.51.100.1', forwardedProto: 'https', forwardedHost: 'evil.example' }
    expect(resolveClient(plain, forged, trusted)).toEqual({ address: '203.0.113.9', https: false, origin: 'http://club.example' })
    expect(resolveClient({ address: '203.0.113.9', encrypted: true }, { forwardedProto: 'http' }, trusted)).toEqual({ address: '203.0.113.9', https: true, origin: undefined })
  })

  it('takes the nearest address a trusted proxy did not write, whatever the client put before it', () => {
    expect(resolveClient(proxy, { forwardedFor: '6.6.6.6, 198.51.100.1', forwardedProto: 'https' }, trusted)).toMatchObject({ address: '198.51.100.1', https: true })
    expect(resolveClient(proxy, { forwardedFor: '6.6.6.6, 198.51.100.1, 10.1.2.3, 2001:db8::1' }, trusted)).toMatchObject({ address: '198.51.100.1', https: false })
    expect(resolveClient({ address: '::ffff:127.0.0.1', encrypted: false }, { forwardedFor: 'not-an-address' }, trusted).address).toBe('not-an-address')
    expect(resolveClient(proxy, {}, trusted)).toEqual({ address: '127.0.0.1', https: false, origin: undefined })
  })

  it('takes the origin from a trusted proxy’s X-Forwarded-Host and -Proto, else from Host', () => {
    expect(resolveClient(proxy, { host: '127.0.0.1:3000', forwardedProto: 'https', forwardedHost: 'Club.Example, 10.0.0.2' }, trusted).origin).toBe('https://club.example')
    expect(resolveClient(proxy, { host: 'club.example:8443', forwardedProto: 'https' }, trusted).origin).toBe('https://club.example:8443')
    expect(resolveClient(plain, { host: '[2001:db8::7]:3000' }, trusted).origin).toBe('http://[2001:db8::7]:3000')
  })

  it('gives no origin for a Host that could bend a link', () => {
    for (const host of ['evil.example/path', 'evil.example@club.example', 'club.example:port', 'a b', '']) {
      expect(resolveClient(plain, { host }, trusted).origin, host).toBeUndefined()
    }
  })

  it('accepts addresses, ranges and loopback in TRUST_PROXY, and refuses to start with anything else', () => {
    expect(['loopback', '10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'].every(isProxyEntry)).toBe(true)
    expect(['*', 'true', '10.0.0.0/33', 'proxy.local'].some(isProxyEntry)).toBe(false)
    expect(loadConfig({ TRUST_PROXY: ' loopback, 10.0.0.0/8 ' }).trustProxy).toEqual(['loopback', '10.0.0.0/8'])
    expect(() => loadConfig({ TRUST_PROXY: '*' })).toThrow(/TRUST_PROXY/)
  })

  it('trusts no peer, loopback included, when TRUST_PROXY is empty', () => {
    const none = proxyTrust(loadConfig({}).trustProxy)
    expect(['127.0.0.1', '::1', '10.0.0.1'].some(none)).toBe(false)
    expect(resolveClient({ address: '127.0.0.1', encrypted: false }, { forwardedFor: '203.0.113.7', forwardedProto: 'https' }, none)).toMatchObject({ address: '127.0.0.1', https: false })
  })
})

describe('X-Forwarded-* over real HTTP', () => {
  let behindProxy: TestServer
  let direct: TestServer
  const probe: TestServerOptions['extend'] = (app, { config }) => {
    app.get(`${config.apiRoot}/probe/client`, (c) => c.json({ address: clientAddress(c), https: c.get('client').https }))
  }
  beforeAll(async () => {
    // The tests reach the servers from 127.0.0.1: a trusted proxy for one, an unknown peer for the other.
    behindProxy = await startTestServer({ env: { TRUST_PROXY: 'loopback' }, extend: probe })
    direct = await startTestServer({ env: { TRUST_PROXY: '192.0.2.1' }, extend: probe })
  })
  afterAll(async () => {
    await behindProxy.close()
    await direct.close()
  })

  const forwarded = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' }
  const deviceCookie = async (server: TestServer, headers: Record<string, string>) => {
    const res = await postJson(server, '/user/signup', signupPayload(), headers)
    expect(res.status).toBe(200)
    return res.headers.get('set-cookie')!
  }

  it('marks the device cookie Secure when a trusted proxy says the browser came over https', async () => {
    expect(await deviceCookie(behindProxy, forwarded)).toMatch(/^club_device=[^;]+;.*; HttpOnly; Secure; SameSite=Lax$/)
    expect(await deviceCookie(behindProxy, { 'x-forwarded-proto': 'http' })).not.toMatch(/Secure/)
    expect(await json(await fetch(`${behindProxy.api}/probe/client`, { headers: forwarded }))).toEqual({ address: '203.0.113.7', https: true })
  })

  it('ignores the same headers forged by a peer that is not a trusted proxy', async () => {
    expect(await deviceCookie(direct, forwarded)).not.toMatch(/Secure/)
    expect(await json(await fetch(`${direct.api}/probe/client`, { headers: forwarded }))).toEqual({ address: '127.0.0.1', https: false })
  })

  it('answers a request made in-process, where there is no socket to read', async () => {
    const res = await createApp(direct.deps).request(`${direct.deps.config.apiRoot}/health`)
    expect(res.status).toBe(200)
  })
})
