import { readFile, rename, writeFile } from 'node:fs/promises'
import { devices, expect, test } from '@playwright/test'
import { E2E_WEB_DIST } from './fixtures.ts'
import { waitForServiceWorker } from './support/offline.ts'

const SW = `${E2E_WEB_DIST}/sw.js`

/** Deploys a new version: the same service worker, one comment longer, and puts the old one back after. */
async function deployNextVersion(): Promise<() => Promise<void>> {
  const original = await readFile(SW)
  for (const suffix of ['.br', '.gz']) await rename(`${SW}${suffix}`, `${SW}${suffix}.held`)
  await writeFile(SW, `${original}\n// next version`)
  return async () => {
    await writeFile(SW, original)
    for (const suffix of ['.br', '.gz']) await rename(`${SW}${suffix}.held`, `${SW}${suffix}`)
  }
}

test('offers a new version and applies it without losing what was typed', async ({ page }) => {
  await page.goto('/en')
  await waitForServiceWorker(page)
  await page.getByLabel('Full name').fill('Siti Aminah')
  const restore = await deployNextVersion()
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    await expect(page.getByText('A new version of the app is ready.')).toBeVisible()
    await page.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByText('Updated: the new version opens on your next page.')).toBeVisible()
    await expect(page.getByLabel('Full name')).toHaveValue('Siti Aminah')

    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(page.getByText('Updated: the new version opens on your next page.')).toBeHidden()
  } finally {
    await restore()
  }
})

test.describe('on an iPhone', () => {
  test.use({ userAgent: devices['iPhone 15'].userAgent })

  test('shows how to add the app to the Home Screen', async ({ page }) => {
    await page.goto('/bm')
    await page.getByRole('button', { name: 'Pasang aplikasi' }).click()
    const steps = page.getByRole('dialog', { name: 'Tambah aplikasi ke Skrin Utama' })
    await expect(steps).toContainText('Tambah ke Skrin Utama')
    await steps.getByRole('button', { name: 'OKAY' }).click()
    await expect(steps).toBeHidden()
  })
})
