import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './support/admins.ts'
import { waitForServiceWorker } from './support/offline.ts'
import { LANGUAGES } from '../domain/languages.ts'
import { chooseLanguage } from './support/language.ts'

const TEXT = {
  en: { title: 'Product point chart' },
  bm: { title: 'Carta mata produk' },
} as const

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`a member sees an admin's change to the point chart on the next visit, and the chart kept for offline (${language})`, async ({ page, context, browser }) => {
    const n = Date.now() % 100_000
    const name = `Lembut Day Pants ${n}`
    const malayName = `Seluar Siang Lembut ${n}`
    const admin = await browser.newPage()
    await signInAsAdmin(admin)
    await admin.goto('/admin/pointchart')
    await admin.getByLabel('Name in English').fill(name)
    await admin.getByLabel('Name in Malay').fill(malayName)
    await admin.getByLabel('Brand').selectOption({ label: 'Lembut Comfort' })
    await admin.getByLabel('Points per unit').fill('45')
    await admin.getByRole('button', { name: 'Add product' }).click()
    await expect(admin.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: name })).toContainText('45')

    // The member reads the chart with the service worker in charge, so its copy is kept.
    await page.goto('/productsinfo')
    await chooseLanguage(page, language)
    await waitForServiceWorker(page)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible()
    const row = (points: number) => page.getByRole('row', { name: `${language === 'en' ? name : malayName} ${points}`, exact: true })
    await expect(row(45)).toBeVisible()

    await admin.getByRole('button', { name: `Edit ${name}` }).click()
    const edit = admin.getByRole('dialog', { name: 'Edit product' })
    await edit.getByLabel('Points per unit').fill('60')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(admin.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: name })).toContainText('60')
    await admin.close()

    // The next visit shows the new points, not the copy kept from the last one.
    await page.goto('/productsinfo')
    await expect(row(60)).toBeVisible()

    // Offline, the chart opens from the copy, now the new one.
    await context.setOffline(true)
    await page.goto('/productsinfo')
    await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible()
    await expect(row(60)).toBeVisible()
  })
}
