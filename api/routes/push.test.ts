import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../clock.ts'
import { loadConfig } from '../config.ts'
import { postInboxMessage } from '../db/inbox.ts'
import { savePushSubscription } from '../db/push-subscriptions.ts'
import { createLogger } from '../logger.ts'
import { createPushNotifications } from '../services/push-notifications.ts'
import { findMemberSession } from '../services/sessions.ts'
import { adminToken } from '../test-support/admins.ts'
import { json } from '../test-support/json.ts'
import { bearer, createMember, PASSWORD, postJson } from '../test-support/members.ts'
import { memberId } from '../test-support/points.ts'
import { newPushDevice, readVapid, startPushService, type PushService } from '../test-support/push-service.ts'
import { pendingReceipt } from '../test-support/receipt-review.ts'
import { pointChart } from '../test-support/receipts.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

const VAPID = webpush.generateVAPIDKeys()
const SUBJECT = 'mailto:care@club.example'
const VAPID_ENV = { VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey, VAPID_SUBJECT: SUBJECT }

let server: TestServer
let service: PushService
let admin: string
let store: number
let sku: { id: number; points: number }
beforeAll(async () => {
  service = await startPushService()
  server = await startTestServer({ env: VAPID_ENV })
  admin = await adminToken(server)
  const chart = await pointChart(server, (await createMember(server)).token)
  store = chart.store.value
  sku = { id: chart.skus[0]!.value, points: chart.skus[0]!.pointsPerUnit }
})
afterAll(async () => {
  await server.close()
  await service.close()
})

type Member = Awaited<ReturnType<typeof createMember>>

let devices = 0
/**
 * A phone of the member's that opted in from the session of `token`, its push service the local
 * receiver. Stored as the subscribe route stores it: the route itself takes only https services.
 */
async function phoneOf(member: Member, token = member.token) {
  const path = `/push/device-${++devices}-a1b2c3d4e5`
  const phone = newPushDevice(`${service.origin}${path}`)
  const session = (await findMemberSession(server.deps.db, token, server.clock.now()))!
  await savePushSubscription(server.deps.db, { endpoint: phone.subscription.endpoint, ...phone.subscription.keys, memberId: session.id, sessionId: session.sessionId }, server.clock.now())
  return { ...phone, path }
}

/** Approves a receipt of the member's: the event whose message is pushed. */
async function approvedReceipt(member: Member, invoiceNo: string) {
  const id = await pendingReceipt(server, member.token, { retailerId: store, invoiceNo, products: [{ skuId: sku.id, quantity: 1 }] })
  expect((await postJson(server, '/admin/setting/receipt/approve', { id }, bearer(admin))).status).toBe(200)
  // The approval started a push run after its commit: this resolves once that run is over.
  await server.deps.push.sendDue()
}

const subscribe = (token: string, body: unknown) => postJson(server, '/push/subscribe', body, bearer(token))
const subscriptions = () => server.deps.db.selectFrom('pushSubscriptions').selectAll().execute()

describe('web push', () => {
  it('pushes a new message to the member’s phone, encrypted for it, signed with the club’s VAPID key, in the member’s language', async () => {
    const member = await createMember(server)
    expect((await postJson(server, '/user/language', { language: 'bm' }, bearer(member.token))).status).toBe(204)
    const phone = await phoneOf(member)
    await approvedReceipt(member, 'INV-PUSH-1')

    const [push, ...more] = service.pushesTo(phone.path)
    expect(more).toEqual([])
    expect(push!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream', ttl: '86400' })
    const vapid = readVapid(push!.headers.authorization)
    expect(vapid.key).toBe(VAPID.publicKey)
    expect(vapid.claims).toMatchObject({ aud: service.origin, sub: SUBJECT })
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now())
    // Only the phone can read it: the service sees ciphertext.
    expect(push!.body.includes('INV-PUSH-1')).toBe(false)
    const [message] = (await json(await fetch(`${server.api}/inbox/fetch`, { headers: bearer(member.token) }))).data
    expect(JSON.parse(phone.decrypt(push!.body))).toEqual({
      title: 'Resit diluluskan',
      body: `Resit anda INV-PUSH-1 telah diluluskan: ${sku.points * 3} mata kini dalam akaun anda.`,
      url: '/inbox',
      tag: `inbox-${message.id}`,
    })
  })

  it('pushes to every phone signed in, not to one whose session signed out, and forgets one its service says is gone', async () => {
    const member = await createMember(server)
    const second = (await json(await postJson(server, '/user/signin', { email: member.email, password: PASSWORD }))).token as string
    const third = (await json(await postJson(server, '/user/signin', { email: member.email, password: PASSWORD }))).token as string
    const [kept, signedOut, gone] = [await phoneOf(member), await phoneOf(member, second), await phoneOf(member, third)]
    expect((await postJson(server, '/user/logout', {}, bearer(second))).status).toBe(204)
    service.statusOf.set(gone.path, 410)

    await approvedReceipt(member, 'INV-PUSH-2')
    expect(service.pushesTo(kept.path)).toHaveLength(1)
    expect(service.pushesTo(signedOut.path)).toHaveLength(0)
    expect(service.pushesTo(gone.path)).toHaveLength(1)
    expect((await subscriptions()).map((s) => s.endpoint)).not.toContain(gone.subscription.endpoint)
    expect(server.logs.some((l) => l.includes('"push_subscription_gone"') && l.includes('"status":410'))).toBe(true)

    await approvedReceipt(member, 'INV-PUSH-3')
    expect(service.pushesTo(kept.path)).toHaveLength(2)
    expect(service.pushesTo(gone.path)).toHaveLength(1)
  })

  it('logs a failed push by its service and status, never the device’s address or keys; the message stays in the inbox', async () => {
    const member = await createMember(server)
    const failing = await phoneOf(member)
    service.statusOf.set(failing.path, 500)
    await approvedReceipt(member, 'INV-PUSH-4')
    expect(service.pushesTo(failing.path)).toHaveLength(1)
    const failure = server.logs.map((l) => JSON.parse(l)).find((l) => l.event === 'push_failed' && l.status === 500)
    expect(failure).toMatchObject({ level: 'error', service: new URL(service.origin).host })
    for (const secret of [failing.path, failing.subscription.keys.p256dh, failing.subscription.keys.auth]) expect(server.logs.join('\n')).not.toContain(secret)
    expect(await json(await fetch(`${server.api}/inbox/unread`, { headers: bearer(member.token) }))).toEqual({ unread: 1 })
  })

  it('does not push a message that waited more than an hour', async () => {
    const member = await createMember(server)
    const phone = await phoneOf(member)
    await postInboxMessage(server.deps.db, await memberId(server, member.uuid), { kind: 'tierUpgraded', params: { tier: 'platinum', points: 4000 } }, server.clock.now())
    server.clock.advance(61 * 60_000)
    try {
      expect(await server.deps.push.sendDue()).toBe(0)
    } finally {
      server.clock.advance(-61 * 60_000)
    }
    expect(service.pushesTo(phone.path)).toHaveLength(0)
  })
})

describe('subscribing', () => {
  const keys = () => newPushDevice('https://unused.example').subscription.keys

  it('gives the browser the VAPID public key', async () => {
    expect(await json(await fetch(`${server.api}/push/key`))).toEqual({ publicKey: VAPID.publicKey })
  })

  it('keeps a browser’s subscription for the member and session, and moves it when another member subscribes it', async () => {
    const [member, other] = [await createMember(server), await createMember(server)]
    const endpoint = `https://fcm.googleapis.com/fcm/send/${devices++}-xyz`
    const subscription = { endpoint, expirationTime: null, keys: keys() }
    expect((await subscribe(member.token, subscription)).status).toBe(204)
    const session = (await findMemberSession(server.deps.db, member.token, server.clock.now()))!
    expect((await subscriptions()).find((s) => s.endpoint === endpoint)).toMatchObject({ memberId: session.id, sessionId: session.sessionId, ...subscription.keys })

    // Unsubscribing is the member's own subscription only.
    expect((await postJson(server, '/push/unsubscribe', { endpoint }, bearer(other.token))).status).toBe(204)
    expect((await subscriptions()).find((s) => s.endpoint === endpoint)).toBeDefined()

    expect((await subscribe(other.token, subscription)).status).toBe(204)
    expect((await subscriptions()).filter((s) => s.endpoint === endpoint)).toEqual([expect.objectContaining({ memberId: await memberId(server, other.uuid) })])
    expect((await postJson(server, '/push/unsubscribe', { endpoint }, bearer(other.token))).status).toBe(204)
    expect((await subscriptions()).find((s) => s.endpoint === endpoint)).toBeUndefined()
  })

  it('takes only https push services on public names, with keys of the right size', async () => {
    const member = await createMember(server)
    const refused = [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'https://localhost/push',
      'https://metadata.localhost/push',
      'https://intranet/push',
    ]
    for (const endpoint of refused) {
      const res = await subscribe(member.token, { endpoint, keys: keys() })
      expect(res.status, endpoint).toBe(422)
      expect(await json(res), endpoint).toMatchObject({ code: 'pushSubscriptionInvalid' })
    }
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/abc'
    expect((await subscribe(member.token, { endpoint, keys: { ...keys(), auth: 'c2hvcnQ' } })).status).toBe(422)
    expect((await subscribe(member.token, { endpoint, keys: keys(), memberId: 1 })).status).toBe(400)
    expect((await postJson(server, '/push/subscribe', { endpoint, keys: keys() })).status).toBe(401)
    expect((await subscribe(admin, { endpoint, keys: keys() })).status).toBe(403)
  })
})

describe('without VAPID keys', () => {
  it('offers no key, refuses subscriptions and pushes nothing, while the inbox still fills', async () => {
    const plain = await startTestServer()
    try {
      expect(await json(await fetch(`${plain.api}/push/key`))).toEqual({ publicKey: null })
      const member = await createMember(plain)
      const res = await postJson(plain, '/push/subscribe', { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: newPushDevice('https://x.example').subscription.keys }, bearer(member.token))
      expect(res.status).toBe(404)
      expect(await json(res)).toMatchObject({ code: 'pushUnavailable' })

      await postInboxMessage(plain.deps.db, await memberId(plain, member.uuid), { kind: 'tierUpgraded', params: { tier: 'diamond', points: 9000 } }, plain.clock.now())
      expect(await plain.deps.push.sendDue()).toBe(0)
      expect(await plain.deps.db.selectFrom('inboxMessages').select('pushDue').execute()).toEqual([{ pushDue: 0 }])
      expect(await json(await fetch(`${plain.api}/inbox/unread`, { headers: bearer(member.token) }))).toEqual({ unread: 1 })
    } finally {
      await plain.close()
    }
  })

  it('refuses to start with part of the VAPID settings, or keys that are not keys', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey })).toThrow(/VAPID_SUBJECT together/)
    expect(() => loadConfig({ ...VAPID_ENV, VAPID_SUBJECT: 'care@club.example' })).toThrow(/mailto: or https:/)
    const config = loadConfig({ ...VAPID_ENV, VAPID_PUBLIC_KEY: 'not-a-key' })
    expect(() => createPushNotifications(config, server.deps.db, new ManualClock('2026-06-02T02:00:00Z'), createLogger('silent'))).toThrow(/Invalid configuration: VAPID/)
  })
})
