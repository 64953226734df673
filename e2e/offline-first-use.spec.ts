import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { newUniqueCode } from '../domain/unique-code.ts'
import { allowFor, BUDGET } from './support/budgets.ts'
import { seedCodes } from './support/codes.ts'
import { createMember, signIn } from './support/members.ts'
import { openOffline, waitForServiceWorker } from './support/offline.ts'
import { chooseLanguage } from './support/language.ts'

test('the receipt page opened offline says so quietly and its form stays usable, in English and Malay', async ({ page, request }) => {
  const member = await createMember(request)
  await signIn(page, member)
  await waitForServiceWorker(page)
  // Visited once online: the stores and products it offers are kept for offline use.
  await page.goto('/uploadReceipt')
  await expect(page.getByRole('heading', { level: 1, name: 'Upload receipt' })).toBeVisible()
  await expect(page.getByText('You have not uploaded any receipts yet.')).toBeVisible()

  const offline = await openOffline(page, '/uploadReceipt')
  await expect(page.getByRole('status').filter({ hasText: 'You are offline. You can still fill in this form: your receipt is saved and sent when you are back online.' })).toBeVisible()
  // The history's failed load (the last call the page makes) settled, and no error blocks the form.
  await expect(page.getByText('You have not uploaded any receipts yet.')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByLabel('Invoice number').fill('INV-OFF-1')
  await expect(page.getByLabel('Invoice number')).toHaveValue('INV-OFF-1')

  await chooseLanguage(page, 'bm')
  await expect(page.getByRole('status').filter({ hasText: 'Anda di luar talian. Anda masih boleh mengisi borang ini' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Back online, the word goes away.
  await offline.backOnline()
  await expect(page.getByText('Anda di luar talian.')).toHaveCount(0)
})

test('a code already waiting offline is not queued a second time, in English and Malay', async ({ page, context, request }) => {
  allowFor(BUDGET.replayMs)
  const code = newUniqueCode((n) => randomBytes(n))
  seedCodes([code], 10)
  const member = await createMember(request)
  await signIn(page, member)
  await waitForServiceWorker(page)
  await page.goto('/scancode')
  await page.getByRole('button', { name: 'Key in code' }).click()

  await context.setOffline(true)
  await page.getByLabel('Unique code').fill(code)
  await page.getByRole('button', { name: 'Submit code' }).click()
  await expect(page.getByText(`No connection: ${code} is saved`)).toBeVisible()
  // Typed again, in lower case: the same code.
  await page.getByLabel('Unique code').fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Submit code' }).click()
  await expect(page.getByRole('status').filter({ hasText: `${code} is already waiting to be sent: it goes once you are back online.` })).toBeVisible()

  await chooseLanguage(page, 'bm')
  await page.getByRole('button', { name: 'Hantar kod' }).click()
  await expect(page.getByRole('status').filter({ hasText: `${code} sudah menunggu untuk dihantar` })).toBeVisible()
  await page.getByRole('link', { name: '1 menunggu untuk dihantar' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: code })).toHaveCount(1)

  // Back online, it is sent once and credited.
  await context.setOffline(false)
  await expect(page.getByRole('listitem').filter({ hasText: code })).toContainText('Dikreditkan', { timeout: BUDGET.replayMs })
  await expect(page.getByRole('listitem').filter({ hasText: code })).toHaveCount(1)
})

test('a signed-in member’s phone caches the code reader once the page is idle, before the scan page is opened', async ({ page, request }) => {
  allowFor(BUDGET.ocrCachedMs)
  const member = await createMember(request)
  await signIn(page, member)
  await waitForServiceWorker(page)
  // The wasm core for this browser and the trained data, fetched by the service worker alone.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('club-ocr')).keys()).map((r) => new URL(r.url).pathname.replace(/-[\w-]+(\.\w+)$/, '$1')).sort()), {
      timeout: BUDGET.ocrCachedMs,
    })
    .toEqual(['/assets/eng.traineddata.gz', '/assets/tesseract-core-simd-lstm.wasm.js'])
  expect(page.url()).toMatch(/\/dashboard$/)
})
