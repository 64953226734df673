import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { E2E_ADMIN } from './fixtures.ts'
import { signInAsAdmin } from './support/admins.ts'
import { createMember, doublePointMultiplier, memberToken, signIn } from './support/members.ts'
import { uploadOptions, uploadReceipt } from './support/receipt-review.ts'
import { LANGUAGES, type Language } from '../domain/languages.ts'
import { chooseLanguage } from './support/language.ts'

const TEXT = {
  en: {
    tabs: 'Member shortcuts',
    inbox: 'Inbox',
    badge: (n: number) => `Inbox ${n} unread`,
    empty: 'You have no messages.',
    unreadCount: (n: number) => `Unread messages: ${n}`,
    approvedTitle: 'Receipt approved',
    approvedBody: (invoice: string, points: string) => `Your receipt ${invoice} is approved: ${points} points are now in your account.`,
    rejectedTitle: 'Receipt not approved',
    rejectedBody: (invoice: string) => `Your receipt ${invoice} was not approved. Reason: The receipt cannot be read clearly.`,
    unread: 'Unread: ',
    remove: 'Remove',
    clearAll: 'Clear all',
    clearTitle: 'Clear all messages?',
  },
  bm: {
    tabs: 'Pintasan ahli',
    inbox: 'Peti masuk',
    badge: (n: number) => `Peti masuk ${n} belum dibaca`,
    empty: 'Anda tiada mesej.',
    unreadCount: (n: number) => `Mesej belum dibaca: ${n}`,
    approvedTitle: 'Resit diluluskan',
    approvedBody: (invoice: string, points: string) => `Resit anda ${invoice} telah diluluskan: ${points} mata kini dalam akaun anda.`,
    rejectedTitle: 'Resit tidak diluluskan',
    rejectedBody: (invoice: string) => `Resit anda ${invoice} tidak diluluskan. Sebab: Resit tidak dapat dibaca dengan jelas.`,
    unread: 'Belum dibaca: ',
    remove: 'Buang',
    clearAll: 'Kosongkan semua',
    clearTitle: 'Kosongkan semua mesej?',
  },
} as const

const points = (n: number) => new Intl.NumberFormat('en-MY').format(n)
const invoice = (label: string) => `E2E-${label}-${Date.now() % 1_000_000}`

/** Approves a receipt in the back office, as the staff would, from a browser of their own. */
async function approveInBackOffice(browser: Browser, invoiceNo: string) {
  const office = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const page = await office.newPage()
  await signInAsAdmin(page)
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Receipts' }).click()
  await page.getByRole('row').filter({ hasText: invoiceNo }).getByRole('button', { name: `Approve receipt ${invoiceNo}` }).click()
  const dialog = page.getByRole('dialog', { name: `Approve receipt ${invoiceNo}` })
  await dialog.getByRole('button', { name: 'Approve and credit' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('row').filter({ hasText: invoiceNo })).toContainText('Approved')
  await office.close()
}

/** Rejects a receipt as unreadable through the back office's API. */
async function rejectUnreadable(request: APIRequestContext, receiptId: string) {
  const login = await request.post('/api/admin/auth/login', { data: E2E_ADMIN })
  const { token } = (await login.json()) as { token: string }
  const res = await request.post('/api/admin/setting/receipt/reject', { headers: { Authorization: `Bearer ${token}` }, data: { id: receiptId, reason: 'unreadable' } })
  expect(res.ok()).toBe(true)
}

const inboxTab = (page: Page, language: Language) => page.getByRole('navigation', { name: TEXT[language].tabs }).getByRole('link', { name: new RegExp(`^${TEXT[language].inbox}`) })

for (const language of LANGUAGES) {
  const text = TEXT[language]

  test(`the club's messages reach the inbox with an unread badge, open and clear (${language})`, async ({ page, browser, request }) => {
    const member = await createMember(request)
    const token = await memberToken(request, member)
    const { retailers, skus } = await uploadOptions(request, token)
    const store = retailers.find((r) => !r.isOther)!.value
    const sku = skus[0]!
    const approvedNo = invoice('INBOX-OK')
    const rejectedNo = invoice('INBOX-NO')
    await uploadReceipt(request, token, { retailerId: store, invoiceNo: approvedNo, products: [{ skuId: sku.value, quantity: 2 }] })
    const rejected = await uploadReceipt(request, token, { retailerId: store, invoiceNo: rejectedNo, products: [{ skuId: sku.value, quantity: 1 }] })
    // The member's first receipt earns 3x, and 2x more on a double-point day.
    const expected = sku.pointsPerUnit * 2 * 3 * (await doublePointMultiplier(request))

    await signIn(page, member)
    await chooseLanguage(page, language)
    await inboxTab(page, language).click()
    await expect(page.getByText(text.empty)).toBeVisible()
    await expect(page.getByRole('button', { name: text.clearAll })).toBeDisabled()
    await expect(inboxTab(page, language)).toHaveAccessibleName(text.inbox)

    await approveInBackOffice(browser, approvedNo)
    await rejectUnreadable(request, rejected)

    // The member comes back to the app: the tab shows what is new before the inbox is opened.
    await page.reload()
    await expect(inboxTab(page, language)).toHaveAccessibleName(text.badge(2))
    await expect(inboxTab(page, language)).toContainText('2')

    const messages = page.getByRole('list', { name: text.inbox }).getByRole('article')
    await expect(page.getByText(text.unreadCount(2))).toBeVisible()
    // Newest first: the rejection came after the approval.
    await expect(messages.nth(0).getByRole('heading')).toHaveText(text.unread + text.rejectedTitle)
    await expect(messages.nth(1).getByRole('heading')).toHaveText(text.unread + text.approvedTitle)

    const approved = page.getByRole('article', { name: text.unread + text.approvedTitle })
    await approved.getByRole('button', { name: text.unread + text.approvedTitle }).click()
    const opened = page.getByRole('article', { name: text.approvedTitle, exact: true })
    await expect(opened.getByText(text.approvedBody(approvedNo, points(expected)))).toBeVisible()
    await expect(opened.getByRole('button', { name: text.approvedTitle, exact: true })).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText(text.unreadCount(1))).toBeVisible()
    await expect(inboxTab(page, language)).toHaveAccessibleName(text.badge(1))

    const rejection = page.getByRole('article', { name: text.unread + text.rejectedTitle })
    await rejection.getByRole('button', { name: text.unread + text.rejectedTitle }).click()
    await expect(page.getByRole('article', { name: text.rejectedTitle, exact: true }).getByText(text.rejectedBody(rejectedNo))).toBeVisible()
    await expect(inboxTab(page, language)).toHaveAccessibleName(text.inbox)

    // Read messages stay read when the inbox opens again.
    await page.reload()
    await expect(messages).toHaveCount(2)
    await expect(page.getByRole('article', { name: text.approvedTitle, exact: true })).toBeVisible()
    await expect(page.getByText(text.unreadCount(0))).toBeVisible()
    const readRejection = page.getByRole('article', { name: text.rejectedTitle, exact: true })
    await readRejection.getByRole('button', { name: text.rejectedTitle, exact: true }).click()
    await readRejection.getByRole('button', { name: text.remove }).click()
    await expect(messages).toHaveCount(1)

    await page.getByRole('button', { name: text.clearAll }).click()
    const confirm = page.getByRole('dialog', { name: text.clearTitle })
    await confirm.getByRole('button', { name: text.clearAll }).click()
    await expect(confirm).toBeHidden()
    await expect(page.getByText(text.empty)).toBeVisible()
    await page.reload()
    await expect(page.getByText(text.empty)).toBeVisible()
  })
}
