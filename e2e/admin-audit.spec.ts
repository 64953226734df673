import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { LANGUAGES } from '../domain/languages.ts'
import { SESSION_KEYS } from '../web/lib/session-keys.ts'
import { E2E_ADMIN } from './fixtures.ts'
import { signInAsAdmin } from './support/admins.ts'

const TEXT = {
  en: { nav: 'Audit log', entity: 'What changed', points: 'Point settings', news: 'News', filter: 'Filter', empty: 'No back-office changes match this filter.', download: 'Download CSV' },
  bm: { nav: 'Log audit', entity: 'Apa yang diubah', points: 'Tetapan mata', news: 'Berita', filter: 'Tapis', empty: 'Tiada perubahan pejabat belakang yang sepadan dengan tapisan ini.', download: 'Muat turun CSV' },
} as const

/**
 * A back-office write to read in the log: the double-point days, set for the length of `use` to a
 * day that is not today in Malaysia (other tests count the points earned today), then put back.
 */
async function withDoublePointDays(page: Page, use: (days: number[]) => Promise<void>) {
  const token = await page.evaluate((keys) => localStorage.getItem(keys.token)!, SESSION_KEYS)
  const headers = { authorization: `Bearer ${token}` }
  const before = (await (await page.request.get('/api/admin/fetch/dashboard/code/batch', { headers })).json()).doublePointsDate.date as number[]
  const today = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kuala_Lumpur', day: 'numeric' }).format(new Date()))
  const days = [today === 3 ? 4 : 3, today === 28 ? 27 : 28]
  const setDays = (newDate: number[]) => page.request.post('/api/admin/setting/doublePointsDate/edit', { headers, data: { newDate } })
  expect((await setDays(days)).ok()).toBe(true)
  try {
    await use(days)
  } finally {
    expect((await setDays(before)).ok()).toBe(true)
  }
}

for (const language of LANGUAGES) {
  const x = TEXT[language]
  test(`a dev admin reads who changed what in the audit log, filters it and downloads it (${language})`, async ({ page }) => {
    await signInAsAdmin(page, language)
    await withDoublePointDays(page, async (days) => {
      await page.getByRole('navigation').getByRole('link', { name: x.nav }).click()
      await expect(page).toHaveURL(/\/admin\/audit$/)
      const newest = page.getByRole('row').filter({ hasText: 'pointSettings.edit' }).first()
      await expect(newest).toContainText(E2E_ADMIN.username)
      await expect(newest).toContainText(String(days[1]))

      await page.getByLabel(x.entity).selectOption({ label: x.news })
      await page.getByRole('button', { name: x.filter }).click()
      await expect(page.getByText(x.empty)).toBeVisible()
      await page.getByLabel(x.entity).selectOption({ label: x.points })
      await page.getByRole('button', { name: x.filter }).click()
      await expect(page.getByRole('row').filter({ hasText: 'pointSettings.edit' }).first()).toBeVisible()

      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: x.download }).click()
      const file = await download
      expect(file.suggestedFilename()).toBe('auditLog.csv')
      const lines = (await readFile(await file.path(), 'utf8')).split('\r\n')
      expect(lines[0]).toBe('at in Malaysia time (UTC+8),admin,action,entity,entityId,before,after')
      expect(lines[1]).toContain(`${E2E_ADMIN.username},pointSettings.edit,pointSettings,doublePointDays`)
      expect(lines[1]).toContain(`"[${days.join(',')}]"`)
    })
  })
}
