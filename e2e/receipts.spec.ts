import { randomInt } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { signInAsAdmin } from './support/admins.ts'
import { allowFor, BUDGET } from './support/budgets.ts'
import { createMember, doublePointMultiplier, memberToken, signIn } from './support/members.ts'
import { waitForServiceWorker } from './support/offline.ts'
import { solidPng } from './support/png.ts'
import { receiptHistory, uploadOptions } from './support/receipt-review.ts'
import { businessDate } from '../domain/business-time.ts'
import { chooseLanguage } from './support/language.ts'

const invoice = (label: string) => `E2E-${label}-${Date.now() % 1_000_000}`
const points = (n: number) => new Intl.NumberFormat('en-MY').format(n)

/** A new member signed in on the page, with the stores and two products the form offers. */
async function signedInMember(page: Page, request: Parameters<typeof createMember>[0]) {
  const member = await createMember(request)
  const token = await memberToken(request, member)
  const { retailers, skus } = await uploadOptions(request, token)
  await signIn(page, member)
  return { member, token, store: retailers.find((r) => !r.isOther)!, a: skus[0]!, b: skus[1]! }
}

/** Fills the upload form in English: photo, store, today's date, invoice and two products. */
async function fillReceipt(page: Page, receipt: { store: string; invoiceNo: string; a: string; b: string }) {
  await page.getByLabel('Choose a file').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: solidPng(60, 90, [randomInt(256), randomInt(256), randomInt(256)]) })
  await expect(page.getByRole('img', { name: 'Your receipt' })).toBeVisible()
  await page.getByLabel('Store').selectOption({ label: receipt.store })
  const [year, month, day] = businessDate(new Date()).split('-')
  const date = page.getByRole('group', { name: 'Receipt date' })
  await date.getByLabel('Day').selectOption(day!)
  await date.getByLabel('Month').selectOption(month!)
  await date.getByLabel('Year').selectOption(year!)
  await page.getByLabel('Invoice number').fill(receipt.invoiceNo)
  await page.getByLabel('Product 1', { exact: true }).selectOption({ label: receipt.a })
  await page.getByLabel('Quantity of product 1').fill('2')
  await page.getByRole('button', { name: 'Add another product' }).click()
  await page.getByLabel('Product 2', { exact: true }).selectOption({ label: receipt.b })
  await page.getByLabel('Quantity of product 2').fill('1')
}

test('uploads a receipt with two products, sees it pending, then credited once an admin approves it', async ({ page, browser, request }) => {
  const { member, store, a, b } = await signedInMember(page, request)
  const invoiceNo = invoice('UI')
  await page.goto('/uploadReceipt')
  await expect(page.getByRole('heading', { level: 1, name: 'Upload receipt' })).toBeVisible()
  await expect(page.getByText('You have not uploaded any receipts yet.')).toBeVisible()

  // Nothing filled in: the spec's message, and nothing is sent.
  await page.getByRole('button', { name: 'Submit receipt' }).click()
  const alert = page.getByRole('dialog').filter({ hasText: 'Please fill in all the fields to submit your receipt.' })
  await expect(alert).toBeVisible()
  await alert.getByRole('button', { name: 'OKAY' }).click()

  await fillReceipt(page, { store: store.label, invoiceNo, a: a.label.en, b: b.label.en })
  // The same product twice is refused at once.
  await page.getByRole('button', { name: 'Add another product' }).click()
  await page.getByLabel('Product 3', { exact: true }).selectOption({ label: a.label.en })
  await expect(page.getByRole('dialog').filter({ hasText: 'You have already selected this product' })).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'OKAY' }).click()
  await page.getByRole('button', { name: 'Remove product 3' }).click()
  // A product left without its quantity is not dropped unseen.
  await page.getByLabel('Quantity of product 2').fill('')
  await page.getByRole('button', { name: 'Submit receipt' }).click()
  const unfinished = page.getByRole('dialog').filter({ hasText: 'Please select your product purchased and add quantity to proceed' })
  await expect(unfinished).toBeVisible()
  await unfinished.getByRole('button', { name: 'OKAY' }).click()
  await page.getByLabel('Quantity of product 2').fill('1')

  await page.getByRole('button', { name: 'Submit receipt' }).click()
  await expect(page).toHaveURL(/\/uploadReceipt\/success$/)
  const first = page.getByRole('dialog', { name: 'Your first receipt: 3x points!' })
  await first.getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(/\/uploadReceipt$/)
  const mine = page.getByRole('listitem').filter({ hasText: invoiceNo })
  await expect(mine).toContainText(`${store.label} · ${invoiceNo}`)
  await expect(mine).toContainText(`${a.label.en} × 2, ${b.label.en} × 1`)
  await expect(mine).toContainText('Pending review')

  // The back office approves it at the suggested points.
  const expected = (a.pointsPerUnit * 2 + b.pointsPerUnit) * 3 * (await doublePointMultiplier(request))
  const admin = await browser.newPage()
  await signInAsAdmin(admin)
  await admin.goto('/admin/receipts')
  const row = admin.getByRole('row').filter({ hasText: invoiceNo })
  await expect(row).toContainText(member.name)
  await row.getByRole('button', { name: `Approve receipt ${invoiceNo}` }).click()
  const approve = admin.getByRole('dialog', { name: `Approve receipt ${invoiceNo}` })
  await expect(approve.getByLabel('Points to credit')).toHaveValue(String(expected))
  await approve.getByRole('button', { name: 'Approve and credit' }).click()
  await expect(row).toContainText('Approved')
  await admin.close()

  await page.reload()
  await expect(mine).toContainText(`Approved: ${points(expected)} points`)
  await page.goto('/dashboard')
  await expect(page.getByText(`Your points: ${points(expected)}`)).toBeVisible()
})

test('explains missing fields in Malay', async ({ page, request }) => {
  await signedInMember(page, request)
  await page.goto('/uploadReceipt')
  await chooseLanguage(page, 'bm')
  await expect(page.getByRole('heading', { level: 1, name: 'Muat naik resit' })).toBeVisible()
  await page.getByRole('button', { name: 'Hantar resit' }).click()
  const alert = page.getByRole('dialog').filter({ hasText: 'Sila isi semua ruangan untuk menghantar resit anda.' })
  await expect(alert).toBeVisible()
  await alert.getByRole('button', { name: 'OKAY' }).click()
  await expect(alert).toBeHidden()
})

test('keeps a receipt made offline, image and all, and uploads it once when back online', async ({ page, context, request }) => {
  allowFor(BUDGET.replayMs)
  const { token, store, a, b } = await signedInMember(page, request)
  const invoiceNo = invoice('OFFLINE')
  await waitForServiceWorker(page)
  await page.goto('/uploadReceipt')
  await fillReceipt(page, { store: store.label, invoiceNo, a: a.label.en, b: b.label.en })

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Submit receipt' }).click()
  await expect(page.getByText(`No connection: ${invoiceNo} is saved`)).toBeVisible()
  await expect(page).toHaveURL(/\/outbox$/)
  const item = page.getByRole('listitem').filter({ hasText: `Receipt ${invoiceNo}` })
  await expect(item).toContainText('Waiting for a connection')

  // The first replay meets a failing server; the retry goes through.
  let sent = 0
  await context.route('**/api/receipt/upload', async (route) => {
    if (sent++ === 0) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service Unavailable","code":"internal"}' })
    return route.continue()
  })
  await context.setOffline(false)
  await expect(item).toContainText('Received: waiting for review', { timeout: BUDGET.replayMs })
  expect(sent).toBeGreaterThanOrEqual(2)

  const mine = (await receiptHistory(request, token)).filter((r) => r.status === 'pending')
  expect(mine).toHaveLength(1)
  const file = await request.get(`/api/receipt/file/${mine[0]!.id}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(file.headers()['content-type']).toBe('image/png')
})
