import { expect, type Page, test } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { businessDate } from '../domain/business-time.ts'
import { OVERVIEW_MAX_DAYS } from '../domain/overview.ts'
import { newUniqueCode } from '../domain/unique-code.ts'
import { E2E_PORT } from './fixtures.ts'
import { signInAsAdmin } from './support/admins.ts'
import { seedCodes } from './support/codes.ts'
import { shownDate } from './support/dates.ts'
import { completeProfile, createMember } from './support/members.ts'

// First-party tracking with consent (decisions 143-145): the page's data layer gets the member's
// actions only once they turned the switch on in the profile, and nothing is fetched from any host
// but the club's own.
const TEXT = {
  en: {
    signinName: 'Email or mobile number', password: 'Password', login: 'Log in', logout: 'Log out',
    keyIn: 'Key in code', code: 'Unique code', submit: 'Submit code', added: 'Points added!', scanMore: 'Scan again',
    tracking: 'Share my activity in the club',
  },
  bm: {
    signinName: 'E-mel atau nombor telefon bimbit', password: 'Kata laluan', login: 'Log masuk', logout: 'Log keluar',
    keyIn: 'Taip kod', code: 'Kod unik', submit: 'Hantar kod', added: 'Mata ditambah!', scanMore: 'Imbas lagi',
    tracking: 'Kongsi aktiviti saya dalam kelab',
  },
} as const
type Language = keyof typeof TEXT

const dataLayer = (page: Page) => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? null)

async function signIn(page: Page, language: Language, member: { email: string; password: string }) {
  const x = TEXT[language]
  await page.goto(`/${language}/signin`)
  await page.getByLabel(x.signinName).fill(member.email)
  await page.getByLabel(x.password, { exact: true }).fill(member.password)
  await page.getByRole('main').getByRole('button', { name: x.login }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

async function keyIn(page: Page, language: Language, code: string) {
  const x = TEXT[language]
  await page.goto('/scancode')
  await page.getByRole('button', { name: x.keyIn }).click()
  await page.getByLabel(x.code).fill(code)
  await page.getByRole('button', { name: x.submit }).click()
  await expect(page.getByRole('dialog', { name: x.added })).toBeVisible()
}

for (const language of ['en', 'bm'] as const) {
  test(`pushes events to the data layer only with the member's consent, and loads nothing from other hosts (${language})`, async ({ page, request }) => {
    const x = TEXT[language]
    const elsewhere: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host !== `localhost:${E2E_PORT}`) elsewhere.push(r.url())
    })
    const codes = [1, 2].map(() => newUniqueCode((n) => crypto.getRandomValues(new Uint8Array(n))))
    seedCodes(codes, 30, 'Lembut Basics')
    const member = await createMember(request)
    await completeProfile(request, member)

    // Off until given: sign-in and a keyed-in code leave the data layer alone.
    await signIn(page, language, member)
    expect(await dataLayer(page)).toBeNull()
    await keyIn(page, language, codes[0]!)
    expect(await dataLayer(page)).toBeNull()

    await page.goto('/userprofile')
    const consent = page.getByRole('switch', { name: x.tracking })
    await expect(consent).not.toBeChecked()
    await consent.check()
    await expect(consent).toBeChecked()
    await expect(consent).toBeEnabled()
    // Kept by the server: a reload shows it on.
    await page.reload()
    await expect(page.getByRole('switch', { name: x.tracking })).toBeChecked()

    await page.getByRole('button', { name: x.logout }).click()
    await signIn(page, language, member)
    expect(await dataLayer(page)).toEqual([{ event: 'signIn' }])
    await keyIn(page, language, codes[1]!)
    expect(await dataLayer(page)).toEqual([{ event: 'codeCredited', points: expect.any(Number), codeGroup: expect.any(Number) }])

    // Withdrawn: the next code leaves the data layer alone again.
    await page.goto('/userprofile')
    await page.getByRole('switch', { name: x.tracking }).uncheck()
    await expect(page.getByRole('switch', { name: x.tracking })).not.toBeChecked()
    await expect(page.getByRole('switch', { name: x.tracking })).toBeEnabled()
    await page.getByRole('button', { name: x.logout }).click()
    await signIn(page, language, member)
    expect(await dataLayer(page)).toBeNull()

    expect(elsewhere).toEqual([])
  })
}

const ADMIN_TEXT = {
  en: {
    nav: 'Tracking', title: 'Tracking events', registration: 'Registration', from: 'From', to: 'To', filter: 'Filter',
    tooLong: `Please choose a range of at most ${OVERVIEW_MAX_DAYS} days.`, download: 'Download CSV',
  },
  bm: {
    nav: 'Penjejakan', title: 'Peristiwa penjejakan', registration: 'Pendaftaran', from: 'Dari', to: 'Hingga', filter: 'Tapis',
    tooLong: `Sila pilih julat tidak melebihi ${OVERVIEW_MAX_DAYS} hari.`, download: 'Muat turun CSV',
  },
} as const

for (const language of ['en', 'bm'] as const) {
  test(`a dev admin counts the events of the last 30 days and downloads them as a CSV (${language})`, async ({ page, request }) => {
    const x = ADMIN_TEXT[language]
    // A registration today, counted without the member (no one consents before joining). Today in
    // Malaysia: earlier tests' registrations may fall on the day before, when the run crosses midnight there.
    await createMember(request)
    const today = shownDate(businessDate(new Date()))
    await signInAsAdmin(page, language)
    await page.getByRole('link', { name: x.nav }).click()
    await expect(page).toHaveURL(/\/admin\/tracking$/)
    await expect(page.getByRole('heading', { name: x.title })).toBeVisible()
    await expect(page.getByRole('table', { name: x.title }).getByRole('row').filter({ hasText: x.registration }).filter({ hasText: today })).toBeVisible()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: x.download }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('trackingReport.csv')
    const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/)
    expect(lines[0]).toBe('Date (Malaysia),Event,Count,With consent')
    expect(lines.some((line) => /^\d{4}-\d{2}-\d{2},registration,\d+,0$/.test(line))).toBe(true)

    // Said before anything is sent: more than a year.
    await page.getByLabel(x.from, { exact: true }).fill('2024-01-01')
    await page.getByLabel(x.to, { exact: true }).fill('2025-06-01')
    await page.getByRole('button', { name: x.filter }).click()
    await expect(page.getByRole('alert')).toHaveText(x.tooLong)
  })
}
