import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { FRAUD_RANGE_MAX_DAYS, REFUSED_CODES_PER_HOUR } from '../domain/fraud-signals.ts'
import { LANGUAGES } from '../domain/languages.ts'
import { newUniqueCode } from '../domain/unique-code.ts'
import { signInAsAdmin } from './support/admins.ts'
import { createMember, memberToken } from './support/members.ts'
import { seedPoints } from './support/tiers.ts'

const TEXT = {
  en: {
    nav: 'Fraud signals',
    refused: 'Refused codes',
    from: 'From',
    to: 'To',
    filter: 'Filter',
    empty: 'No unusual activity',
    tooLong: `Choose a range of at most ${FRAUD_RANGE_MAX_DAYS} days whose first day is not after its last.`,
    noSuchCode: 'no such code',
    pointReportOf: 'Point report of',
    userTitle: 'Point user report',
  },
  bm: {
    nav: 'Isyarat penipuan',
    refused: 'Kod ditolak',
    from: 'Dari',
    to: 'Hingga',
    filter: 'Tapis',
    empty: 'Tiada aktiviti luar biasa',
    tooLong: `Pilih julat paling lama ${FRAUD_RANGE_MAX_DAYS} hari dengan hari pertama tidak selepas hari terakhir.`,
    noSuchCode: 'kod tidak wujud',
    pointReportOf: 'Laporan mata',
    userTitle: 'Laporan mata pengguna',
  },
} as const

for (const language of LANGUAGES) {
  const x = TEXT[language]
  test(`a dev admin sees a member who keyed in ${REFUSED_CODES_PER_HOUR} wrong codes, with the codes, and opens the member's point report (${language})`, async ({ page, request }) => {
    const member = await createMember(request, `Cuba Teka ${language === 'en' ? 'Satu' : 'Dua'}`)
    const token = await memberToken(request, member)
    // Points of their own, so that their point report shows their name.
    seedPoints(member.uuid, [{ points: 45, source: 'scan' }])
    // Codes whose check symbol passes but that no batch holds: each one refused as invalid. The
    // scan route takes 60 a minute from a member, so these all reach it.
    const codes = Array.from({ length: REFUSED_CODES_PER_HOUR }, () => newUniqueCode(randomBytes))
    for (const code of codes) {
      const res = await request.post('/api/user/scancode', { data: { code }, headers: { authorization: `Bearer ${token}` } })
      expect(res.status()).toBe(422)
    }

    await signInAsAdmin(page, language)
    await page.getByRole('link', { name: x.nav }).click()
    await expect(page).toHaveURL(/\/admin\/fraud$/)
    const row = page.getByRole('region', { name: x.refused }).getByRole('row').filter({ hasText: member.email })
    await expect(row).toContainText(member.name)
    for (const code of codes) await expect(row.getByText(code)).toBeVisible()
    await expect(row.getByText(x.noSuchCode)).toHaveCount(REFUSED_CODES_PER_HOUR)

    // Days long before the club's e2e run: nothing unusual. A range too long is refused before it is sent.
    await page.getByLabel(x.from, { exact: true }).fill('2020-01-01')
    await page.getByLabel(x.to, { exact: true }).fill('2020-03-01')
    await page.getByRole('button', { name: x.filter }).click()
    await expect(page.getByRole('alert')).toHaveText(x.tooLong)
    await page.getByLabel(x.to, { exact: true }).fill('2020-01-07')
    await page.getByRole('button', { name: x.filter }).click()
    await expect(page.getByText(x.empty)).toBeVisible()
    await expect(row).toBeHidden()
    // No dates: the last 7 days again.
    await page.getByLabel(x.from, { exact: true }).fill('')
    await page.getByLabel(x.to, { exact: true }).fill('')
    await page.getByRole('button', { name: x.filter }).click()

    await row.getByRole('link', { name: `${x.pointReportOf} ${member.name}` }).click()
    await expect(page).toHaveURL(/\/admin\/userreport\?member=\d+$/)
    await expect(page.getByRole('heading', { name: x.userTitle })).toBeVisible()
    await expect(page.getByRole('heading', { name: member.name })).toBeVisible()
  })
}
