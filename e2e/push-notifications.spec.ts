import { expect, type Page, test } from '@playwright/test'
import webpush from 'web-push'
import { savePushSubscription } from '../api/db/push-subscriptions.ts'
import { findMemberSession } from '../api/services/sessions.ts'
import { adminToken } from '../api/test-support/admins.ts'
import { bearer, createMember, postJson } from '../api/test-support/members.ts'
import { newPushDevice, startPushService, type PushService } from '../api/test-support/push-service.ts'
import { pendingReceipt } from '../api/test-support/receipt-review.ts'
import { pointChart } from '../api/test-support/receipts.ts'
import { startTestServer, type TestServer } from '../api/test-support/test-server.ts'
import { E2E_WEB_DIST } from './fixtures.ts'
import { businessDate } from '../domain/business-time.ts'
import { LANGUAGES, type Language } from '../domain/languages.ts'
import { chooseLanguage } from './support/language.ts'

// Push needs VAPID keys, which the shared e2e server runs without (no notifications offered
// there), so this spec runs a server of its own with keys, and a local receiver standing in for
// the browser's push service. Headless Chromium has no push service to subscribe with, so the
// test hands what the server pushed on to the browser's service worker through DevTools, as the
// push service would.
const VAPID = webpush.generateVAPIDKeys()
let server: TestServer
let service: PushService
let origin: string
test.beforeAll(async () => {
  service = await startPushService()
  const env = { WEB_DIST: E2E_WEB_DIST, VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey, VAPID_SUBJECT: 'mailto:care@club.example' }
  server = await startTestServer({ env, webApp: true, startAt: new Date() })
  origin = new URL(server.api).origin
})
test.afterAll(async () => {
  await server?.close()
  await service?.close()
})

const TEXT = {
  en: {
    tabs: 'Member shortcuts',
    inbox: 'Inbox',
    notifications: 'Notifications',
    turnOn: 'Turn on notifications',
    blocked: 'Notifications are blocked for this site. You can allow them in your browser’s settings.',
    badge: 'Inbox 1 unread',
    title: 'Receipt not approved',
    body: (invoice: string) => `Your receipt ${invoice} was not approved. Reason: The upload is not a receipt.`,
  },
  bm: {
    tabs: 'Pintasan ahli',
    inbox: 'Peti masuk',
    notifications: 'Pemberitahuan',
    turnOn: 'Hidupkan pemberitahuan',
    blocked: 'Pemberitahuan disekat untuk laman ini. Anda boleh membenarkannya dalam tetapan pelayar anda.',
    badge: 'Peti masuk 1 belum dibaca',
    title: 'Resit tidak diluluskan',
    body: (invoice: string) => `Resit anda ${invoice} tidak diluluskan. Sebab: Muat naik ini bukan resit.`,
  },
} as const

/** Signs in through the club's own page, puts the profile wizard away and reads the app in `language`. */
async function signInAt(page: Page, member: { email: string; password: string }, language: Language) {
  await page.goto(`${origin}/en/signin`)
  await page.getByLabel('Email or mobile number').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
  await page.getByRole('dialog', { name: 'Complete your profile' }).getByRole('button', { name: 'Not now' }).click()
  await chooseLanguage(page, language)
}

/** Hands a push to the page's service worker, as the browser's push service would. */
async function deliverPush(page: Page, data: string) {
  const devtools = await page.context().newCDPSession(page)
  const registrations: { registrationId: string; scopeURL: string }[] = []
  devtools.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations))
  await devtools.send('ServiceWorker.enable')
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${origin}/`)).toBeDefined()
  const { registrationId } = registrations.find((r) => r.scopeURL === `${origin}/`)!
  await devtools.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data })
}

const notifications = (page: Page) =>
  page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body })))

for (const language of LANGUAGES) {
  const text = TEXT[language]

  test(`notifications are offered, asked for only on the member's press, and a no leaves them blocked (${language})`, async ({ page }) => {
    const member = await createMember(server)
    await signInAt(page, member, language)
    await page.getByRole('navigation', { name: text.tabs }).getByRole('link', { name: text.inbox, exact: true }).click()

    const offer = page.getByRole('region', { name: text.notifications })
    await expect(offer.getByRole('button', { name: text.turnOn })).toBeVisible()
    expect(await page.evaluate(() => Notification.permission)).toBe('default')
    // This member says no when the browser asks.
    await offer.getByRole('button', { name: text.turnOn }).click()
    await expect(offer.getByText(text.blocked)).toBeVisible()
    await expect(offer.getByRole('button', { name: text.turnOn })).toHaveCount(0)
  })

  test.describe(() => {
    // A phone that allowed notifications from the start, as members' phones are. Granting them
    // through Playwright right after the page was refused once lost the notification (about one
    // run in a hundred under load).
    test.use({ permissions: ['notifications'] })

    test(`a pushed message shows on a phone that allows notifications, and its badge follows (${language})`, async ({ page }) => {
      const member = await createMember(server)
      await signInAt(page, member, language)
      const tabs = page.getByRole('navigation', { name: text.tabs })
      await tabs.getByRole('link', { name: text.inbox, exact: true }).click()
      // The offer waits for the service worker, which shows the notifications.
      await expect(page.getByRole('region', { name: text.notifications }).getByRole('button', { name: text.turnOn })).toBeVisible()

      // This phone subscribed; the club pushes a receipt's rejection to it, in the member's language.
      await postJson(server, '/user/language', { language }, bearer(member.token))
      const phone = newPushDevice(`${service.origin}/phone-${language}`)
      const session = (await findMemberSession(server.deps.db, member.token, server.clock.now()))!
      await savePushSubscription(server.deps.db, { endpoint: phone.subscription.endpoint, ...phone.subscription.keys, memberId: session.id, sessionId: session.sessionId }, server.clock.now())
      const { store, skus } = await pointChart(server, member.token)
      const invoiceNo = `E2E-PUSH-${language}-${Date.now() % 1_000_000}`
      const receipt = await pendingReceipt(server, member.token, { retailerId: store.value, invoiceNo, receiptDate: businessDate(server.clock.now()), products: [{ skuId: skus[0]!.value, quantity: 1 }] })
      expect((await postJson(server, '/admin/setting/receipt/reject', { id: receipt, reason: 'notAReceipt' }, bearer(await adminToken(server)))).status).toBe(200)
      await server.deps.push.sendDue()
      const [pushed] = service.pushesTo(`/phone-${language}`)

      // The push arrives: the notification shows and the open page's badge follows.
      await expect(tabs.getByRole('link', { name: text.inbox, exact: true })).toBeVisible()
      await deliverPush(page, phone.decrypt(pushed!.body))
      await expect.poll(() => notifications(page)).toEqual([{ title: text.title, body: text.body(invoiceNo) }])
      await expect(tabs.getByRole('link', { name: text.badge })).toBeVisible()
    })
  })
}
