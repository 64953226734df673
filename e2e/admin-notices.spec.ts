import { type Browser, expect, type Page, test } from '@playwright/test'
import { businessDateTimeInput } from '../domain/business-time.ts'
import { LANGUAGES } from '../domain/languages.ts'
import { signInAsAdmin } from './support/admins.ts'

const TEXT = {
  en: {
    nav: 'Notices',
    add: 'Add notice',
    titleEn: 'Title (English)',
    titleBm: 'Title (Bahasa Malaysia)',
    bodyEn: 'Text (English)',
    bodyBm: 'Text (Bahasa Malaysia)',
    startsAt: 'Starts',
    endsAt: 'Ends',
    save: 'Save',
    bothLanguages: 'Please fill in the title and text in both English and Bahasa Malaysia.',
    preview: 'Preview',
    status: { scheduled: 'Scheduled', showing: 'Showing', ended: 'Ended' },
    edit: (title: string) => `Edit ${title}`,
    deleteRow: (title: string) => `Delete ${title}`,
    deleteDialog: 'Delete notice',
    delete: 'Delete',
  },
  bm: {
    nav: 'Notis',
    add: 'Tambah notis',
    titleEn: 'Tajuk (bahasa Inggeris)',
    titleBm: 'Tajuk (Bahasa Malaysia)',
    bodyEn: 'Teks (bahasa Inggeris)',
    bodyBm: 'Teks (Bahasa Malaysia)',
    startsAt: 'Mula',
    endsAt: 'Tamat',
    save: 'Simpan',
    bothLanguages: 'Sila isi tajuk dan teks dalam bahasa Inggeris dan Bahasa Malaysia.',
    preview: 'Pratonton',
    status: { scheduled: 'Dijadualkan', showing: 'Dipaparkan', ended: 'Tamat' },
    edit: (title: string) => `Sunting ${title}`,
    deleteRow: (title: string) => `Padam ${title}`,
    deleteDialog: 'Padam notis',
    delete: 'Padam',
  },
}

const MINUTE = 60_000
/** A `datetime-local` value in Malaysian time, `minutes` from now. */
const malaysianInput = (minutes: number) => businessDateTimeInput(new Date(Date.now() + minutes * MINUTE))

/** What a member sees on the sign-in page once its maintenance notices have loaded: the dialog, or none. */
async function signInPage(browser: Browser, language: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const loaded = page.waitForResponse((r) => r.url().includes('/api/content/notices?kind=maintenance'))
  await page.goto(`/${language}/signin`)
  await loaded
  return { page, close: () => context.close() }
}

async function setWindow(page: Page, x: (typeof TEXT)['en'], from: number, to: number) {
  await page.getByLabel(x.startsAt).fill(malaysianInput(from))
  await page.getByLabel(x.endsAt).fill(malaysianInput(to))
}

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`an admin schedules a maintenance notice that members see on sign-in only within its window (${language})`, async ({ page, browser }) => {
    const stamp = `${language} ${Date.now() % 100_000}`
    const title = { en: `Maintenance ${stamp}`, bm: `Penyelenggaraan ${stamp}` }
    await signInAsAdmin(page, language)
    await page.getByRole('link', { name: x.nav, exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/notices$/)

    // Scheduled an hour from now, with the Malay title left empty: refused, nothing saved.
    await page.getByRole('button', { name: x.add }).click()
    await page.getByLabel(x.titleEn).fill(title.en)
    await page.getByLabel(x.bodyEn).fill('We are upgrading.\nBack soon.')
    await page.getByLabel(x.bodyBm).fill('Kami sedang menaik taraf.\nKembali segera.')
    await setWindow(page, x, 60, 120)
    await page.getByRole('button', { name: x.save }).click()
    await expect(page.getByText(x.bothLanguages)).toBeVisible()

    // The preview shows the text as members will, line breaks kept.
    await page.getByLabel(x.titleBm).fill(title.bm)
    const preview = page.getByRole('region', { name: x.preview })
    await expect(preview.getByRole('heading', { name: title.bm })).toBeVisible()
    await expect(preview.locator('.notice-text').first()).toHaveText('We are upgrading.\nBack soon.')
    await page.getByRole('button', { name: x.save }).click()
    const row = page.getByRole('row', { name: new RegExp(title.en) })
    await expect(row).toContainText(x.status.scheduled)

    let member = await signInPage(browser, language)
    await expect(member.page.getByRole('dialog')).toHaveCount(0)
    await member.close()

    // Moved to start five minutes ago: showing now, in the member's language.
    await page.getByRole('button', { name: x.edit(title.en) }).click()
    await setWindow(page, x, -5, 55)
    await page.getByRole('button', { name: x.save }).click()
    await expect(row).toContainText(x.status.showing)
    member = await signInPage(browser, language)
    await expect(member.page.getByRole('dialog', { name: title[language] })).toBeVisible()
    await member.close()

    // Ended a minute ago: gone.
    await page.getByRole('button', { name: x.edit(title.en) }).click()
    await setWindow(page, x, -10, -1)
    await page.getByRole('button', { name: x.save }).click()
    await expect(row).toContainText(x.status.ended)
    member = await signInPage(browser, language)
    await expect(member.page.getByRole('dialog')).toHaveCount(0)
    await member.close()

    await page.getByRole('button', { name: x.deleteRow(title.en) }).click()
    await page.getByRole('dialog', { name: x.deleteDialog }).getByRole('button', { name: x.delete, exact: true }).click()
    await expect(row).toHaveCount(0)
  })
}
