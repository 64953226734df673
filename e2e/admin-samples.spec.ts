import { expect, type Locator, type Page, test } from '@playwright/test'
import { LANGUAGES } from '../domain/languages.ts'
import { signInAsAdmin } from './support/admins.ts'
import { solidPng } from './support/png.ts'
import { brandWithSizes, setSampleRedeemed } from './support/samples.ts'

const TEXT = {
  en: {
    nav: 'Sample diapers',
    title: 'Sample Diaper Dashboard',
    newSample: 'Add Sample',
    label: {
      brand: 'Brand',
      format: 'Format',
      size: 'Size',
      itemId: 'Article number',
      nameEn: 'Name (English)',
      nameBm: 'Name (Malay)',
      descriptionEn: 'Description (English)',
      descriptionBm: 'Description (Malay)',
      imageEn: 'Image (English)',
      imageBm: 'Image (Malay)',
      uom: 'Unit of measure',
      inventory: 'Inventory',
    },
    previewEn: 'The English image',
    previewBm: 'The Malay image',
    taken: (size: string) => `${size} (has a sample)`,
    saveSample: 'Save sample',
    saveChanges: 'Save changes',
    required: 'Please fill in all the fields.',
    belowRedeemed: 'Inventory cannot be lower than the number already redeemed.',
    redeemedHint: 'Already redeemed: 3. The inventory cannot be lower.',
    remaining: 'Remaining after saving: 7',
    edit: (name: string) => `Edit ${name}`,
    shown: (name: string) => `Show ${name} to members`,
  },
  bm: {
    nav: 'Sampel lampin',
    title: 'Papan Pemuka Sampel Lampin',
    newSample: 'Tambah Sampel',
    label: {
      brand: 'Jenama',
      format: 'Format',
      size: 'Saiz',
      itemId: 'Nombor artikel',
      nameEn: 'Nama (Bahasa Inggeris)',
      nameBm: 'Nama (Bahasa Melayu)',
      descriptionEn: 'Penerangan (Bahasa Inggeris)',
      descriptionBm: 'Penerangan (Bahasa Melayu)',
      imageEn: 'Imej (Bahasa Inggeris)',
      imageBm: 'Imej (Bahasa Melayu)',
      uom: 'Unit ukuran',
      inventory: 'Inventori',
    },
    previewEn: 'Imej Bahasa Inggeris',
    previewBm: 'Imej Bahasa Melayu',
    taken: (size: string) => `${size} (sudah ada sampel)`,
    saveSample: 'Simpan sampel',
    saveChanges: 'Simpan perubahan',
    required: 'Sila isi semua ruangan.',
    belowRedeemed: 'Inventori tidak boleh kurang daripada jumlah yang telah ditebus.',
    redeemedHint: 'Telah ditebus: 3. Inventori tidak boleh kurang daripada jumlah ini.',
    remaining: 'Baki selepas disimpan: 7',
    edit: (name: string) => `Sunting ${name}`,
    shown: (name: string) => `Paparkan ${name} kepada ahli`,
  },
} as const

/** Whether an image has loaded and has pixels, so a broken link would fail the test. */
const isShown = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
const picture = (name: string, colour: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: solidPng(40, 30, colour) })
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const option = (select: Locator, label: string) => select.getByRole('option', { name: label, exact: true })

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`adds a sample diaper with both images for a free size, hides it and edits its inventory (${language})`, async ({ page, request }) => {
    const stamp = `${language} ${Date.now() % 100_000}`
    const brand = `Sample brand ${stamp}`
    const sample = { code: `SMP-E2E-${stamp.replace(' ', '-')}`, en: `Night pants trial ${stamp}`, bm: `Percubaan seluar malam ${stamp}` }
    await brandWithSizes(request, brand)
    await signInAsAdmin(page, language)
    await page.getByRole('navigation').getByRole('link', { name: x.nav }).click()
    await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible()
    // The seeded samples are there.
    await expect(page.getByRole('row').filter({ hasText: 'Lembut Comfort pants S sample' })).toBeVisible()

    await page.getByRole('link', { name: x.newSample }).click()
    await expect(page).toHaveURL(/\/admin\/sample\/add$/)
    // Nothing filled: each of the 12 fields says so, and nothing is sent.
    await page.getByRole('button', { name: x.saveSample }).click()
    await expect(page.getByText(x.required, { exact: true })).toHaveCount(12)

    // Format and size follow the brand: sizes that have a sample cannot be chosen, and both reset when the brand changes.
    const [brandSelect, formatSelect, sizeSelect] = [field(page, x.label.brand), field(page, x.label.format), field(page, x.label.size)]
    await expect(formatSelect).toBeDisabled()
    await brandSelect.selectOption({ label: 'Lembut Comfort' })
    await formatSelect.selectOption({ label: 'pants' })
    await expect(option(sizeSelect, x.taken('S'))).toBeDisabled()
    await expect(option(sizeSelect, x.taken('M'))).toBeDisabled()
    await expect(option(sizeSelect, 'L')).toBeEnabled()
    await sizeSelect.selectOption({ label: 'L' })
    await brandSelect.selectOption({ label: brand })
    await expect(formatSelect).toHaveValue('')
    await expect(sizeSelect).toHaveValue('')
    await expect(sizeSelect).toBeDisabled()
    await formatSelect.selectOption({ label: 'tape' })
    await expect(sizeSelect.locator('option:not([value=""])')).toHaveText(['M', 'L'])
    await formatSelect.selectOption({ label: 'pants' })
    await expect(sizeSelect).toHaveValue('')
    await sizeSelect.selectOption({ label: 'M' })

    await field(page, x.label.itemId).fill(sample.code)
    await field(page, x.label.nameEn).fill(sample.en)
    await field(page, x.label.nameBm).fill(sample.bm)
    await field(page, x.label.descriptionEn).fill('Three night pants to try.')
    await field(page, x.label.descriptionBm).fill('Tiga seluar malam untuk dicuba.')
    await field(page, x.label.uom).fill('pack')
    await field(page, x.label.inventory).fill('20')
    await field(page, x.label.imageEn).setInputFiles(picture('trial-en.png', [11, 110, 121]))
    await field(page, x.label.imageBm).setInputFiles(picture('trial-bm.png', [242, 165, 65]))
    await expect.poll(() => isShown(page.getByRole('img', { name: x.previewEn }))).toBe(true)
    await expect.poll(() => isShown(page.getByRole('img', { name: x.previewBm }))).toBe(true)
    await page.getByRole('button', { name: x.saveSample }).click()

    await expect(page).toHaveURL(/\/admin\/sample\/dashboard$/)
    const row = page.getByRole('row').filter({ hasText: sample.en })
    await expect(row).toBeVisible()
    await expect(row).toContainText(brand)
    await expect(row).toContainText('pants')
    await expect(row).toContainText(sample.bm)
    await expect(row.getByRole('cell', { name: 'M', exact: true })).toBeVisible()
    await expect.poll(() => isShown(row.locator('img').first())).toBe(true)
    await expect.poll(() => isShown(row.locator('img').nth(1))).toBe(true)

    // Hidden on the server: a reload keeps it hidden.
    const shown = page.getByRole('checkbox', { name: x.shown(sample.en) })
    await expect(shown).toBeChecked()
    await shown.click()
    await expect(shown).not.toBeChecked()
    await expect(shown).toBeEnabled()
    await page.reload()
    await expect(shown).not.toBeChecked()

    // Members took 3: the inventory may not go below that.
    setSampleRedeemed(sample.code, 3)
    await page.getByRole('link', { name: x.edit(sample.en) }).click()
    await expect(page).toHaveURL(/\/admin\/sample\/edit\?id=\d+$/)
    await expect(field(page, x.label.nameEn)).toHaveValue(sample.en)
    await expect(page.getByText(x.redeemedHint)).toBeVisible()
    // Its own size stays choosable; another sample's is not.
    await expect(option(sizeSelect, 'M')).toBeEnabled()
    await expect(sizeSelect).toHaveValue(/\d+/)
    await field(page, x.label.inventory).fill('2')
    await page.getByRole('button', { name: x.saveChanges }).click()
    await expect(page.getByText(x.belowRedeemed)).toBeVisible()
    await field(page, x.label.inventory).fill('10')
    await expect(page.getByText(x.remaining)).toBeVisible()
    await page.getByRole('button', { name: x.saveChanges }).click()

    await expect(page).toHaveURL(/\/admin\/sample\/dashboard$/)
    const cells = row.getByRole('cell')
    await expect(cells.filter({ hasText: /^10$/ })).toHaveCount(1)
    await expect(cells.filter({ hasText: /^3$/ })).toHaveCount(1)
    await expect(cells.filter({ hasText: /^7$/ })).toHaveCount(1)
    await expect(page.getByRole('checkbox', { name: x.shown(sample.en) })).not.toBeChecked()
  })
}

test('sends the edit screen without a known sample back to the dashboard', async ({ page }) => {
  await signInAsAdmin(page)
  for (const path of ['/admin/sample/edit', '/admin/sample/edit?id=99999', '/admin/sample/edit?id=abc']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/admin\/sample\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Sample Diaper Dashboard' })).toBeVisible()
  }
})
