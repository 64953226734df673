import { expect, test } from '@playwright/test'
import { LANGUAGES } from '../domain/languages.ts'
import { signInAsAdmin } from './support/admins.ts'

const TEXT = {
  en: {
    nav: 'Club settings',
    supportHoursEn: 'Support hours (English)',
    youtube: 'YouTube link',
    saveBrand: 'Save Brand',
    saveLinks: 'Save Links',
    saved: 'Saved. Members see the change at once.',
    httpsOnly: 'Links must be full https:// addresses.',
  },
  bm: {
    nav: 'Tetapan kelab',
    supportHoursEn: 'Waktu sokongan (bahasa Inggeris)',
    youtube: 'Pautan YouTube',
    saveBrand: 'Simpan Jenama',
    saveLinks: 'Simpan Pautan',
    saved: 'Disimpan. Ahli melihat perubahan serta-merta.',
    httpsOnly: 'Pautan mestilah alamat penuh https://.',
  },
}

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`an admin edits the support hours, which /club answers at once, and a plain http link is refused (${language})`, async ({ page }) => {
    await signInAsAdmin(page, language)
    await page.getByRole('link', { name: x.nav, exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/settings$/)

    const hours = `Mon-Fri 9am-6pm (${language} ${Date.now() % 100_000})`
    await page.getByLabel(x.supportHoursEn).fill(hours)
    await page.getByRole('button', { name: x.saveBrand }).click()
    await expect(page.getByRole('status').filter({ hasText: x.saved })).toBeVisible()
    expect((await (await page.request.get('/api/club')).json()).supportHours.en).toBe(hours)

    await page.getByLabel(x.youtube).fill('http://youtube.com/club')
    await page.getByRole('button', { name: x.saveLinks }).click()
    await expect(page.getByText(x.httpsOnly).first()).toBeVisible()
    expect((await (await page.request.get('/api/club')).json()).socialLinks.youtube).not.toBe('http://youtube.com/club')
  })
}
