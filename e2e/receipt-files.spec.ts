import { randomInt } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { createMember, memberToken, signIn } from './support/members.ts'
import { solidPng } from './support/png.ts'
import { uploadOptions, uploadReceipt } from './support/receipt-review.ts'
import { LANGUAGES, type Language } from '../domain/languages.ts'
import { businessDate } from '../domain/business-time.ts'
import { chooseLanguage } from './support/language.ts'

const TEXT = {
  en: {
    title: 'Upload receipt', group: 'Receipt photo or file', choose: 'Choose a file', preview: 'Your receipt', store: 'Store', date: 'Receipt date',
    day: 'Day', month: 'Month', year: 'Year', january: 'January', invoice: 'Invoice number', product: 'Product 1', quantity: 'Quantity of product 1', submit: 'Submit receipt',
    notPhoto: 'This file is not a photo or PDF. Please choose a JPEG, PNG or PDF of your receipt.',
    unreadable: 'This photo cannot be opened. Please take it again or choose another file.',
    tooLarge: 'This file is larger than 10 MB. Please choose a smaller photo or PDF.',
    failed: 'Failed', duplicate: 'This receipt has already been submitted.', submitAgain: 'Submit Again', okay: 'OKAY', error: 'Error',
    future: 'The receipt date cannot be later than today. Please check the date on your receipt.', window: 'not older than 30 days',
  },
  bm: {
    title: 'Muat naik resit', group: 'Foto atau fail resit', choose: 'Pilih fail', preview: 'Resit anda', store: 'Kedai', date: 'Tarikh resit',
    day: 'Hari', month: 'Bulan', year: 'Tahun', january: 'Januari', invoice: 'Nombor invois', product: 'Produk 1', quantity: 'Kuantiti produk 1', submit: 'Hantar resit',
    notPhoto: 'Fail ini bukan foto atau PDF. Sila pilih fail JPEG, PNG atau PDF resit anda.',
    unreadable: 'Foto ini tidak dapat dibuka. Sila ambil semula atau pilih fail lain.',
    tooLarge: 'Fail ini melebihi 10 MB. Sila pilih foto atau PDF yang lebih kecil.',
    failed: 'Gagal', duplicate: 'Resit ini telah pun dihantar.', submitAgain: 'Hantar Semula', okay: 'OKAY', error: 'Ralat',
    future: 'Tarikh resit tidak boleh selepas hari ini. Sila semak tarikh pada resit anda.', window: 'tidak melebihi 30 hari',
  },
} as const
type Texts = (typeof TEXT)[Language]

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const aPhoto = () => ({ name: 'receipt.png', mimeType: 'image/png', buffer: solidPng(60, 90, [randomInt(256), randomInt(256), randomInt(256)]) })
/** Whether an image has loaded and has pixels: a broken preview fails this. */
const isShown = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)

/** A new member on the upload form in `language`, with what the form offers; counts the uploads the page sends. */
async function onUploadForm(page: Page, request: Parameters<typeof createMember>[0], language: Language) {
  const x = TEXT[language]
  const member = await createMember(request)
  const token = await memberToken(request, member)
  const { retailers, skus } = await uploadOptions(request, token)
  await signIn(page, member)
  const sent: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/receipt/upload')) sent.push(r.url())
  })
  await page.goto('/uploadReceipt')
  await chooseLanguage(page, language)
  await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible()
  return { token, sent, store: retailers.find((r) => !r.isOther)!, sku: skus[0]! }
}

async function chooseDate(page: Page, x: Texts, [year, month, day]: string[]) {
  const date = page.getByRole('group', { name: x.date })
  await date.getByLabel(x.day).selectOption(day!)
  await date.getByLabel(x.month).selectOption(month!)
  await date.getByLabel(x.year).selectOption(year!)
}

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`checks a receipt file as it is chosen and says at once what is wrong (${language})`, async ({ page, request }) => {
    const { sent } = await onUploadForm(page, request, language)
    const field = page.getByRole('group', { name: x.group })
    const problem = field.getByRole('alert')
    const preview = page.getByRole('img', { name: x.preview })

    // A text file named like a photo: refused by its first bytes, next to the field, with no preview.
    await page.getByLabel(x.choose).setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Thank you for shopping with us') })
    await expect(problem).toHaveText(x.notPhoto)
    await expect(page.getByLabel(x.choose)).toHaveAttribute('aria-invalid', 'true')
    await expect(preview).toHaveCount(0)

    // A PNG's first bytes with nothing behind them: the type is right, but no picture can be drawn.
    const broken = Buffer.concat([Buffer.from(PNG_SIGNATURE), Buffer.from('not really a picture at all')])
    await page.getByLabel(x.choose).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: broken })
    await expect(problem).toHaveText(x.unreadable)
    await expect(preview).toHaveCount(0)

    // Over 10 MB: refused before anything is read or sent. From a file, which the browser opens
    // itself, rather than 10 MB handed over by the test.
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1)
    huge.set(PNG_SIGNATURE)
    const hugeFile = test.info().outputPath('receipt.png')
    await writeFile(hugeFile, huge)
    await page.getByLabel(x.choose).setInputFiles(hugeFile)
    await expect(problem).toHaveText(x.tooLarge)

    // A real photo: shown, and the message goes.
    await page.getByLabel(x.choose).setInputFiles(aPhoto())
    await expect(preview).toBeVisible()
    expect(await isShown(preview)).toBe(true)
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(sent).toEqual([])
  })

  test(`a refused receipt offers no Submit Again, and a future date has its own message (${language})`, async ({ page, request }) => {
    const { token, sent, store, sku } = await onUploadForm(page, request, language)
    const invoiceNo = `E2E-DUP-${language}-${Date.now() % 1_000_000}`
    await uploadReceipt(request, token, { retailerId: store.value, invoiceNo, products: [{ skuId: sku.value, quantity: 1 }] })

    await page.getByLabel(x.choose).setInputFiles(aPhoto())
    await expect(page.getByRole('img', { name: x.preview })).toBeVisible()
    await page.getByLabel(x.store).selectOption({ label: store.label })
    await chooseDate(page, x, businessDate(new Date()).split('-'))
    await page.getByLabel(x.invoice).fill(invoiceNo)
    await page.getByLabel(x.product, { exact: true }).selectOption({ label: sku.label[language] })
    await page.getByLabel(x.quantity).fill('1')

    // The same receipt again: the server refuses it, and sending it again cannot help.
    await page.getByRole('button', { name: x.submit }).click()
    const failed = page.getByRole('dialog', { name: x.failed })
    await expect(failed).toContainText(x.duplicate)
    await expect(failed.getByRole('button', { name: x.submitAgain })).toHaveCount(0)
    await failed.getByRole('button', { name: x.okay }).click()
    await expect(failed).toBeHidden()
    expect(sent).toHaveLength(1)

    // On 1 January of the year the form offers first, 2 January is still to come.
    const year = await page.getByRole('group', { name: x.date }).getByLabel(x.year).locator('option').nth(1).getAttribute('value')
    await page.clock.setFixedTime(new Date(`${year}-01-01T12:00:00+08:00`))
    await chooseDate(page, x, [year!, '01', '02'])
    await page.getByRole('button', { name: x.submit }).click()
    const alert = page.getByRole('dialog', { name: x.error })
    await expect(alert).toContainText(x.future)
    await expect(alert).not.toContainText(x.window)
    expect(sent).toHaveLength(1)
  })
}
