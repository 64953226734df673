import { expect, type Locator, type Page, test } from '@playwright/test'
import { signInAsAdmin } from './support/admins.ts'
import { solidPng } from './support/png.ts'
import type { Language } from '../domain/languages.ts'

const sizesOf = (page: Page, format: string, language: Language = 'en') =>
  page.getByRole('list', { name: language === 'en' ? `Sizes of ${format}` : `Saiz ${format}` }).getByRole('listitem')

/** Whether an image has loaded and has pixels, so a broken link would fail the test. */
const isShown = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)

test('adds a brand with an image, edits it and gives it formats with sizes', async ({ page }) => {
  const name = `Lembut Dream ${Date.now() % 100_000}`
  await signInAsAdmin(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Lembut Comfort', exact: true })).toBeVisible()

  await page.getByRole('link', { name: 'Add brand' }).click()
  await expect(page).toHaveURL(/\/admin\/brand\/add$/)
  await page.getByRole('button', { name: 'Save brand' }).click()
  await expect(page.getByText('Please fill in all the input fields')).toHaveCount(3)

  await page.getByLabel('Brand name').fill(name)
  await page.getByLabel('Description').fill('Night-time diapers that stay dry for 12 hours.')
  await page.getByLabel('Brand image').setInputFiles({ name: 'dream.png', mimeType: 'image/png', buffer: solidPng(48, 36, [11, 110, 121]) })
  await expect.poll(() => isShown(page.getByRole('img', { name: "The brand's image" }))).toBe(true)
  await page.getByRole('button', { name: 'Save brand' }).click()

  await expect(page).toHaveURL(/\/admin\/brand\/dashboard$/)
  const tile = page.getByRole('link', { name, exact: true })
  await expect(tile).toBeVisible()
  // The tile's image is decorative (its name is the link's text), so it is found by tag.
  await expect.poll(() => isShown(tile.locator('img'))).toBe(true)

  await page.getByRole('link', { name: `Edit ${name}` }).click()
  await expect(page).toHaveURL(/\/admin\/brand\/edit\?id=\d+$/)
  await expect(page.getByLabel('Brand name')).toHaveValue(name)
  await page.getByLabel('Description').fill('Night-time diapers, now softer.')
  await page.getByLabel(/Runs the code milestone campaign/).check()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(/\/admin\/brand\/dashboard$/)

  await page.getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/brand\/details\?id=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText('Night-time diapers, now softer.')).toBeVisible()
  await expect.poll(() => isShown(page.getByRole('img', { name }))).toBe(true)
  const facts = page.getByRole('definition')
  await expect(facts.nth(0)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
  await expect(facts.nth(1)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
  await expect(facts.nth(2)).toHaveText('Yes')
  await expect(page.getByText('This brand has no formats yet.')).toBeVisible()

  await page.getByRole('link', { name: 'Add Format/Sizes' }).click()
  await expect(page).toHaveURL(/\/admin\/brand\/assign\?id=\d+$/)
  await page.getByRole('button', { name: 'Assign' }).click()
  await expect(page.getByText('Please choose a format.')).toBeVisible()
  await expect(page.getByText('Please choose at least one size.')).toBeVisible()
  await page.getByRole('radio', { name: 'pants' }).check()
  for (const size of ['XL', 'NB', 'M']) await page.getByRole('checkbox', { name: size, exact: true }).check()
  await page.getByRole('button', { name: 'Assign' }).click()

  await expect(page).toHaveURL(/\/admin\/brand\/details\?id=\d+$/)
  await expect(sizesOf(page, 'pants')).toHaveText(['NB', 'M', 'XL'])

  // A format the brand has is disabled; a new one is added in lower case and chosen.
  await page.getByRole('link', { name: 'Add Format/Sizes' }).click()
  await expect(page.getByRole('radio', { name: 'pants (already added)' })).toBeDisabled()
  await page.getByLabel('New format').fill('Swim')
  await page.getByRole('button', { name: 'Add format' }).click()
  await expect(page.getByRole('radio', { name: 'swim' })).toBeChecked()
  for (const size of ['L', 'S']) await page.getByRole('checkbox', { name: size, exact: true }).check()
  await page.getByRole('button', { name: 'Assign' }).click()
  await expect(sizesOf(page, 'swim')).toHaveText(['S', 'L'])
  await expect(sizesOf(page, 'pants')).toHaveText(['NB', 'M', 'XL'])
})

test('shows the brand screens in Malay, with the server’s refusals translated', async ({ page }) => {
  await signInAsAdmin(page, 'bm')
  await expect(page.getByRole('heading', { level: 1, name: 'Jenama' })).toBeVisible()

  await page.getByRole('link', { name: 'Lembut Comfort', exact: true }).click()
  await expect(page.getByRole('link', { name: 'Tambah Format/Saiz' })).toBeVisible()
  await expect(sizesOf(page, 'pants', 'bm')).toHaveText(['S', 'M', 'L', 'XL', 'XXL'])
  await expect(sizesOf(page, 'tape', 'bm')).toHaveText(['NB', 'S', 'M', 'L'])

  await page.getByRole('link', { name: 'Kembali ke jenama' }).click()
  await page.getByRole('link', { name: 'Tambah jenama' }).click()
  await page.getByLabel('Nama jenama').fill('lembut comfort')
  await page.getByLabel('Penerangan').fill('Sama nama')
  await page.getByLabel('Imej jenama').setInputFiles({ name: 'sama.png', mimeType: 'image/png', buffer: solidPng(8, 8, [242, 165, 65]) })
  await page.getByRole('button', { name: 'Simpan jenama' }).click()
  const error = page.getByRole('dialog', { name: 'Ralat' })
  await expect(error).toContainText('Jenama dengan nama ini sudah wujud.')
  await error.getByRole('button', { name: 'OKAY' }).click()
  await expect(page).toHaveURL(/\/admin\/brand\/add$/)
  await expect(page.getByLabel('Nama jenama')).toHaveValue('lembut comfort')
})

test('sends brand screens without a known brand back to the dashboard', async ({ page }) => {
  await signInAsAdmin(page)
  for (const path of ['/admin/brand/details', '/admin/brand/edit?id=99999', '/admin/brand/assign?id=abc']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/admin\/brand\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible()
  }
})
