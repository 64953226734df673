import { expect, test } from '@playwright/test'
import { waitForServiceWorker } from './support/offline.ts'
import { chooseLanguage } from './support/language.ts'

test('opens the shell, the point chart and the FAQ offline, in English and Malay', async ({ page, context }) => {
  await page.goto('/en')
  await waitForServiceWorker(page)
  for (const path of ['/productsinfo', '/faq/how-to-collect-points', '/bm']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }

  await context.setOffline(true)
  await page.goto('/en/signin')
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  await page.goto('/productsinfo')
  await expect(page.getByRole('heading', { level: 1, name: 'Product point chart' })).toBeVisible()
  await expect(page.getByRole('cell', { name: /Lembut Comfort Pants/ }).first()).toBeVisible()
  await chooseLanguage(page, 'bm')
  await expect(page.getByRole('heading', { level: 1, name: 'Carta mata produk' })).toBeVisible()
  await page.goto('/faq/how-to-collect-points')
  await expect(page.getByRole('heading', { level: 1, name: 'Cara mengumpul mata' })).toBeVisible()
  await page.goto('/bm')
  await expect(page.getByRole('heading', { level: 1, name: 'Sertai Lembut Baby Club' })).toBeVisible()
})
