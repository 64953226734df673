import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { businessDate, shiftDays } from '../domain/business-time.ts'
import { LANGUAGES } from '../domain/languages.ts'
import type { Overview } from '../domain/overview.ts'
import { newUniqueCode } from '../domain/unique-code.ts'
import { E2E_PORT, E2E_WEB_DIST } from './fixtures.ts'
import { adminToken, signInAsAdmin } from './support/admins.ts'
import { seedCodes } from './support/codes.ts'
import { shownDate } from './support/dates.ts'
import { createMember, memberToken, signIn } from './support/members.ts'
import { pointsEarnedBy, SEEDED_DAY, seedQuietDay } from './support/overview.ts'
import { chooseLanguage } from './support/language.ts'

const TEXT = {
  en: {
    nav: 'Overview',
    title: 'Club overview',
    totals: 'Totals for these days',
    figures: { signUps: 'Sign-ups', codesCredited: 'Codes credited', receiptsApproved: 'Receipts approved', pointsEarned: 'Points earned', pointsSpent: 'Points spent' },
    charts: ['Sign-ups per day', 'Codes credited and receipts approved per day', 'Points earned and spent per day'],
    drawing: 'Drawing the chart…',
    table: 'Figures per day as a table',
    tiers: 'Members by tier now',
    gold: 'Gold',
    last7: 'Last 7 days',
    from: 'From',
    to: 'To',
    show: 'Show',
    reversed: 'Please choose a start date and an end date, the start on or before the end.',
    range: (from: string, to: string) => `${from} to ${to}`,
  },
  bm: {
    nav: 'Gambaran keseluruhan',
    title: 'Gambaran keseluruhan kelab',
    totals: 'Jumlah bagi hari-hari ini',
    figures: { signUps: 'Pendaftaran', codesCredited: 'Kod dikreditkan', receiptsApproved: 'Resit diluluskan', pointsEarned: 'Mata diperoleh', pointsSpent: 'Mata dibelanjakan' },
    charts: ['Pendaftaran sehari', 'Kod dikreditkan dan resit diluluskan sehari', 'Mata diperoleh dan dibelanjakan sehari'],
    drawing: 'Sedang melukis carta…',
    table: 'Angka sehari dalam jadual',
    tiers: 'Ahli mengikut tier sekarang',
    gold: 'Emas',
    last7: '7 hari terakhir',
    from: 'Dari',
    to: 'Hingga',
    show: 'Papar',
    reversed: 'Sila pilih tarikh mula dan tarikh akhir, dengan tarikh mula pada atau sebelum tarikh akhir.',
    range: (from: string, to: string) => `${from} hingga ${to}`,
  },
} as const
type Texts = (typeof TEXT)[keyof typeof TEXT]

const newCode = () => newUniqueCode((n) => new Uint8Array(randomBytes(n)))

/** The overview the API answers the e2e admin for the default range (the last 30 days). */
async function apiOverview(page: Page, token: string): Promise<Overview> {
  const res = await page.request.get('/api/admin/fetch/overview', { headers: { authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
  return (await res.json()) as Overview
}

/** Each headline total on the page is the figure given. */
async function expectTotals(page: Page, x: Texts, totals: Record<keyof Texts['figures'], number>) {
  const list = page.getByRole('list', { name: x.totals })
  for (const [figure, label] of Object.entries(x.figures)) {
    await expect(list.getByRole('listitem').filter({ hasText: label })).toHaveText(`${label}${totals[figure as keyof Texts['figures']].toLocaleString('en-MY')}`)
  }
}

for (const language of LANGUAGES) {
  const x = TEXT[language]
  test(`a dev admin reads today's sign-up and code on the overview's charts and totals, then picks other days (${language})`, async ({ page, request }) => {
    // A day long past that only this test writes: its figures are exactly the seeded ones.
    const quietDay = language === 'en' ? '2001-03-10' : '2001-03-12'
    seedQuietDay(quietDay)
    const token = await adminToken(page)
    const before = await apiOverview(page, token)

    // Today a member signs up and scans a code.
    const code = newCode()
    seedCodes([code], 40)
    const member = await createMember(request, `Overview ${language}`)
    const scan = await request.post('/api/user/scancode', { headers: { authorization: `Bearer ${await memberToken(request, member)}` }, data: { code } })
    expect(scan.ok()).toBe(true)

    await chooseLanguage(page, language)
    const nav = page.getByRole('navigation').getByRole('link')
    await expect(nav.first()).toHaveText(x.nav)
    await nav.first().click()
    await expect(page).toHaveURL(/\/admin\/overview$/)
    await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible()
    const today = businessDate(new Date())
    await expect(page.getByRole('heading', { level: 2, name: x.range(shownDate(before.from), shownDate(today)) })).toBeVisible()
    await expectTotals(page, x, {
      signUps: before.totals.signUps + 1,
      codesCredited: before.totals.codesCredited + 1,
      receiptsApproved: before.totals.receiptsApproved,
      pointsEarned: before.totals.pointsEarned + pointsEarnedBy(member.uuid),
      pointsSpent: before.totals.pointsSpent,
    })
    for (const title of x.charts) {
      const chart = page.getByRole('figure', { name: title })
      await expect(chart.locator('canvas')).toBeVisible()
    }
    await expect(page.getByText(x.drawing)).toHaveCount(0)
    // Today's row of the sign-ups chart's table counts the new member among the day's sign-ups.
    const signUps = page.getByRole('figure', { name: x.charts[0] })
    await signUps.getByText(x.table).click()
    const todayRow = signUps.getByRole('row', { name: new RegExp(`^${shownDate(today)}`) })
    await expect(todayRow.getByRole('cell')).toHaveText(String(before.days.at(-1)!.signUps + 1))

    const tiers = page.getByRole('region', { name: x.tiers })
    const after = await apiOverview(page, token)
    const goldShare = new Intl.NumberFormat('en-MY', { style: 'percent', maximumFractionDigits: 1 }).format(after.tiers.gold / (after.tiers.gold + after.tiers.platinum + after.tiers.diamond))
    await expect(tiers.getByRole('listitem').filter({ hasText: x.gold })).toHaveText(`${x.gold}${after.tiers.gold.toLocaleString('en-MY')}(${goldShare})`)

    // A quick range: the last 7 days.
    const last7 = page.getByRole('button', { name: x.last7 })
    await last7.click()
    await expect(page.getByRole('heading', { level: 2, name: x.range(shownDate(shiftDays(today, -6)), shownDate(today)) })).toBeVisible()
    await expect(last7).toHaveAttribute('aria-pressed', 'true')

    // Dates of one's own: refused the wrong way round, then the quiet day with exactly its figures.
    await page.getByLabel(x.from, { exact: true }).fill(quietDay)
    await page.getByLabel(x.to, { exact: true }).fill(shiftDays(quietDay, -1))
    await page.getByRole('button', { name: x.show }).click()
    await expect(page.getByRole('alert')).toHaveText(x.reversed)
    await page.getByLabel(x.to, { exact: true }).fill(quietDay)
    await page.getByRole('button', { name: x.show }).click()
    await expect(page.getByRole('heading', { level: 2, name: x.range(shownDate(quietDay), shownDate(quietDay)) })).toBeVisible()
    await expect(last7).toHaveAttribute('aria-pressed', 'false')
    await expectTotals(page, x, SEEDED_DAY)
    const points = page.getByRole('figure', { name: x.charts[2] })
    await points.getByText(x.table).click()
    await expect(points.getByRole('row', { name: new RegExp(`^${shownDate(quietDay)}`) }).getByRole('cell')).toHaveText(['100', '25'])
  })
}

test('the chart library reaches the overview only: never a member’s page, nor the service worker’s precache', async ({ page, request, browser }) => {
  const precache = await readFile(`${E2E_WEB_DIST}/sw.js`, 'utf8')
  expect(precache).toMatch(/assets\/overview-[\w-]+\.js/)
  expect(precache).not.toMatch(/uplot/i)

  const scriptsOf = (p: Page) => {
    const paths: string[] = []
    p.on('request', (r) => {
      if (r.resourceType() === 'script') paths.push(new URL(r.url()).pathname)
    })
    return paths
  }
  const memberScripts = scriptsOf(page)
  await page.goto('/en')
  await signIn(page, await createMember(request))
  expect(memberScripts.length).toBeGreaterThan(0)
  expect(memberScripts.filter((path) => /uplot/i.test(path))).toEqual([])

  // The same record shows the library once a dev admin (in a browser of their own) opens the overview.
  const admin = await (await browser.newContext({ baseURL: `http://localhost:${E2E_PORT}` })).newPage()
  const adminScripts = scriptsOf(admin)
  await signInAsAdmin(admin)
  await admin.goto('/admin/overview')
  await expect(admin.getByRole('figure').first().locator('canvas')).toBeVisible()
  expect(adminScripts.filter((path) => /\/uplot-[\w-]+\.js$/.test(path)).length).toBeGreaterThan(0)
  await admin.context().close()
})
