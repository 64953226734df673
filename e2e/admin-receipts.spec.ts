import { expect, type Locator, type Page, test } from '@playwright/test'
import { signInAsAdmin } from './support/admins.ts'
import { createMember, doublePointMultiplier, memberToken } from './support/members.ts'
import { receiptHistory, uploadOptions, uploadReceipt } from './support/receipt-review.ts'

/** Whether an image has loaded and has pixels, so a broken blob URL would fail the test. */
const isShown = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
const points = (n: number) => new Intl.NumberFormat('en-MY').format(n)
const invoice = (label: string) => `E2E-${label}-${Date.now() % 1_000_000}`

/** A new member with their token and two products to put on receipts. */
async function memberWithOptions(request: Parameters<typeof createMember>[0]) {
  const member = await createMember(request)
  const token = await memberToken(request, member)
  const { retailers, skus } = await uploadOptions(request, token)
  const [a, b] = skus
  return { member, token, store: retailers.find((r) => !r.isOther)!.value, a: a!, b: b! }
}

const rowOf = (page: Page, invoiceNo: string) => page.getByRole('row').filter({ hasText: invoiceNo })

test('a receipt with two products is found pending, viewed, approved, and the member sees its points', async ({ page, request }) => {
  const { member, token, store, a, b } = await memberWithOptions(request)
  const invoiceNo = invoice('APPROVE')
  const id = await uploadReceipt(request, token, { retailerId: store, invoiceNo, products: [{ skuId: a.value, quantity: 2 }, { skuId: b.value, quantity: 1 }] })
  // The member's first receipt earns 3x, and 2x more on a double-point day.
  const expected = (a.pointsPerUnit * 2 + b.pointsPerUnit) * 3 * (await doublePointMultiplier(request))

  await signInAsAdmin(page)
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Receipts' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Receipts' })).toBeVisible()
  const row = rowOf(page, invoiceNo)
  await expect(row).toContainText('Pending')
  await expect(row).toContainText(member.name)
  await expect(row).toContainText(member.email)
  await expect(row).toContainText(`${points(expected)} suggested`)
  await expect(row).toContainText('3x: first receipt')

  await row.getByRole('button', { name: `View receipt ${invoiceNo}` }).click()
  const viewer = page.getByRole('dialog', { name: `Receipt ${invoiceNo}` })
  await expect.poll(() => isShown(viewer.getByRole('img', { name: `The receipt uploaded for invoice ${invoiceNo}` }))).toBe(true)
  await viewer.getByRole('button', { name: 'Close' }).click()
  await expect(viewer).toBeHidden()

  await row.getByRole('button', { name: `Approve receipt ${invoiceNo}` }).click()
  const approve = page.getByRole('dialog', { name: `Approve receipt ${invoiceNo}` })
  const pointsField = approve.getByLabel('Points to credit')
  await expect(pointsField).toHaveValue(String(expected))
  // Other points than the suggestion need a note.
  await pointsField.fill(String(expected + 10))
  await approve.getByRole('button', { name: 'Approve and credit' }).click()
  await expect(approve.getByText('Please add a note when you change the points.')).toBeVisible()
  await pointsField.fill(String(expected))
  await approve.getByRole('button', { name: 'Approve and credit' }).click()
  await expect(approve).toBeHidden()

  await expect(row).toContainText('Approved')
  await expect(row.getByRole('button', { name: `Approve receipt ${invoiceNo}` })).toHaveCount(0)
  const mine = (await receiptHistory(request, token)).find((r) => r.id === id)
  expect(mine).toMatchObject({ status: 'approved', points: expected, reason: null })
})

test('receipts are rejected in Malay, with a listed reason and in the admin’s own words', async ({ page, request }) => {
  const { token, store, a } = await memberWithOptions(request)
  const listedNo = invoice('LISTED')
  const ownNo = invoice('OWN')
  const listed = await uploadReceipt(request, token, { retailerId: store, invoiceNo: listedNo, products: [{ skuId: a.value, quantity: 1 }] })
  const own = await uploadReceipt(request, token, { retailerId: store, invoiceNo: ownNo, products: [{ skuId: a.value, quantity: 3 }] })

  await signInAsAdmin(page, 'bm')
  await page.getByRole('navigation', { name: 'Pejabat belakang' }).getByRole('link', { name: 'Resit' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Resit' })).toBeVisible()

  await rowOf(page, listedNo).getByRole('button', { name: `Tolak resit ${listedNo}` }).click()
  let dialog = page.getByRole('dialog', { name: `Tolak resit ${listedNo}` })
  await dialog.getByRole('button', { name: 'Tolak resit', exact: true }).click()
  await expect(dialog.getByText('Sila berikan sebab resit ini ditolak.')).toBeVisible()
  await dialog.getByLabel('Sebab', { exact: true }).selectOption({ label: 'Resit tidak dapat dibaca dengan jelas.' })
  await dialog.getByRole('button', { name: 'Tolak resit', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(rowOf(page, listedNo)).toContainText('Ditolak')
  await expect(rowOf(page, listedNo)).toContainText('Resit tidak dapat dibaca dengan jelas.')

  const words = 'Gambar resit kabur, sila muat naik semula.'
  await rowOf(page, ownNo).getByRole('button', { name: `Tolak resit ${ownNo}` }).click()
  dialog = page.getByRole('dialog', { name: `Tolak resit ${ownNo}` })
  await dialog.getByLabel('Sebab', { exact: true }).selectOption({ label: 'Lain-lain (tulis sebabnya)' })
  await dialog.getByLabel('Sebab untuk ahli').fill(words)
  await dialog.getByRole('button', { name: 'Tolak resit', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(rowOf(page, ownNo)).toContainText(words)

  const history = await receiptHistory(request, token)
  expect(history.find((r) => r.id === listed)).toMatchObject({ status: 'rejected', reason: 'unreadable', points: null })
  expect(history.find((r) => r.id === own)).toMatchObject({ status: 'rejected', reason: words, points: null })
})

test('the point chart adds a product that then shows on the public chart', async ({ page }) => {
  const name = `Lembut Night Pants ${Date.now() % 100_000}`
  await signInAsAdmin(page)
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Point chart' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Point chart' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Stores' }).getByRole('row').filter({ hasText: 'Others' })).toContainText('Members name the store')

  await page.getByRole('button', { name: 'Add product' }).click()
  await expect(page.getByText('Please fill in all the input fields')).toHaveCount(2)
  await expect(page.getByText('Points per unit must be a whole number from 1 to 100,000.')).toBeVisible()
  await page.getByLabel('Name in English').fill(name)
  await page.getByLabel('Name in Malay').fill(`Seluar Malam Lembut ${name.split(' ').at(-1)}`)
  await page.getByLabel('Brand').selectOption({ label: 'Lembut Comfort' })
  await page.getByLabel('Points per unit').fill('45')
  await page.getByRole('button', { name: 'Add product' }).click()

  const row = page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('Lembut Comfort')
  await expect(row).toContainText('45')
  await expect(row.getByRole('checkbox', { name: `${name} active` })).toBeChecked()
  await expect(page.getByLabel('Name in English')).toHaveValue('')

  await page.goto('/productsinfo')
  await expect(page.getByRole('row', { name: `${name} 45` })).toBeVisible()
})
