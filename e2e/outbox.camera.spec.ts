import { expect, type Page, test } from '@playwright/test'
import { allowFor, BUDGET } from './support/budgets.ts'
import { CONFIRM_TEXTS, scanUntil } from './support/camera.ts'
import { seedCodes } from './support/codes.ts'
import { createMember, doublePointMultiplier, signIn } from './support/members.ts'
import { waitForServiceWorker } from './support/offline.ts'

// The camera-offline project's Chromium films clean-640x480_6FHGJ4WKX2.mjpeg (playwright.config.ts).
const FILMED_CODE = '6FHGJ4WKX2'
const KEYED_CODES = ['3C5RATQSCY', 'T86GV4S5KD', 'D23QVB7PD7']

/** The OCR engine's core and trained data, in the service worker's runtime cache. */
const cachedOcrFiles = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('club-ocr')).keys()).map((r) => new URL(r.url).pathname.split('/').pop()))

test('keeps codes keyed in and scanned offline, through a reload, and credits each once when back online', async ({ page, context, request }) => {
  allowFor(BUDGET.ocrCachedMs, BUDGET.readingMs, BUDGET.replayMs)
  seedCodes(KEYED_CODES, 30, 'Lembut Basics')
  seedCodes([FILMED_CODE], 40, 'Lembut Basics')
  const member = await createMember(request)
  await signIn(page, member)
  await waitForServiceWorker(page)
  await expect(page.getByText('Your points: 0')).toBeVisible()

  // The first online visit to the scan page fetches the OCR engine, which the service worker keeps.
  await page.goto('/scancode')
  await expect(page.getByRole('heading', { name: 'Scan code' })).toBeVisible()
  await expect.poll(() => cachedOcrFiles(page), { timeout: BUDGET.ocrCachedMs }).toEqual(expect.arrayContaining([expect.stringMatching(/^tesseract-core-/), expect.stringMatching(/^eng\.traineddata-/)]))

  await context.setOffline(true)
  await page.reload()
  await page.getByRole('button', { name: 'Key in code' }).click()
  for (const code of KEYED_CODES) {
    await page.getByLabel('Unique code').fill(code)
    await page.getByRole('button', { name: 'Submit code' }).click()
    await expect(page.getByText(`No connection: ${code} is saved`)).toBeVisible()
  }
  // Offline, the phone reads the pack itself, with the engine from the cache.
  await page.getByRole('button', { name: 'Scan with camera' }).click()
  const badge = page.getByRole('link', { name: '4 waiting to be sent' })
  await scanUntil(page, badge)
  await page.reload()
  await expect(badge).toBeVisible()
  await badge.click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Waiting for a connection' })).toHaveCount(4)

  // The first replay meets a failing server; the retry goes through.
  let failed = 0
  await context.route('**/api/user/scancode', async (route) => {
    if (failed++ === 0) return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Error","code":"internal"}' })
    return route.continue()
  })
  await context.setOffline(false)
  await expect(page.getByRole('listitem').filter({ hasText: 'Credited' })).toHaveCount(4, { timeout: BUDGET.replayMs })
  await expect(badge).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: /was credited: \+\d+ points/ }).first()).toBeVisible()

  // Checked through the API: each code credited exactly once (a Gold member's first code of a brand without milestones earns 2x).
  const signin = await request.post('/api/user/signin', { data: { email: member.email, password: member.password } })
  const { user } = (await signin.json()) as { user: { totalPoints: number } }
  expect(user.totalPoints).toBe((60 + 30 + 30 + 40) * (await doublePointMultiplier(request)))
  expect(failed).toBeGreaterThanOrEqual(5)
})

test('Keep scanning offline keeps the pack in view once, says so once, and reads on for the next', async ({ page, context, request }) => {
  allowFor(BUDGET.readMs, BUDGET.keepScanningMs, BUDGET.keepScanningMs)
  // Counts the messages the page posts to its workers: every frame read posts one to the glyph reader.
  await page.addInitScript(() => {
    const counted = window as unknown as { workerMessages: number }
    counted.workerMessages = 0
    Worker.prototype.postMessage = new Proxy(Worker.prototype.postMessage, {
      apply(post, worker, message) {
        counted.workerMessages += 1
        return Reflect.apply(post, worker, message)
      },
    })
  })
  const workerMessages = () => page.evaluate(() => (window as unknown as { workerMessages: number }).workerMessages)
  const member = await createMember(request)
  await signIn(page, member)
  await page.goto('/scancode')
  await expect(page.getByRole('status').filter({ hasText: CONFIRM_TEXTS.en.ready })).toBeVisible({ timeout: BUDGET.readMs })

  await context.setOffline(true)
  const keepScanning = page.getByRole('checkbox', { name: CONFIRM_TEXTS.en.keepScanning })
  await keepScanning.check()
  await expect(page.getByText(`No connection: ${FILMED_CODE} is saved`)).toBeVisible({ timeout: BUDGET.keepScanningMs })
  // Frames read on (twenty more messages to the readers, one or more a frame), the same pack in
  // view: it is neither kept nor announced again.
  const kept = await workerMessages()
  await expect.poll(workerMessages, { timeout: BUDGET.keepScanningMs }).toBeGreaterThanOrEqual(kept + 20)
  await expect(keepScanning).toBeChecked()
  await expect(page.getByText(`${FILMED_CODE} is already waiting`)).toHaveCount(0)
  await expect(page.getByRole('link', { name: '1 waiting to be sent' })).toBeVisible()
})
