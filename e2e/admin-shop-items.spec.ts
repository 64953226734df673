import { expect, type Locator, type Page, test } from '@playwright/test'
import { LANGUAGES, type Language } from '../domain/languages.ts'
import { signInAsAdmin } from './support/admins.ts'
import { solidPng } from './support/png.ts'
import { addItemThroughApi, categoryIds, setRedeemed } from './support/shop-items.ts'

const TEXT = {
  en: {
    nav: { items: 'Point-shop items', pregnant: 'Pregnant mum offers' },
    itemsTitle: 'Item Dashboard',
    pregnantTitle: 'Pregnant Mum Dashboard',
    newItem: 'New Item',
    search: 'Search the table',
    label: {
      itemId: 'Article number',
      nameEn: 'Name (English)',
      nameBm: 'Name (Malay)',
      descriptionEn: 'Description (English)',
      descriptionBm: 'Description (Malay)',
      imageEn: 'Image (English)',
      imageBm: 'Image (Malay)',
      newImageEn: 'New image (English)',
      newImageBm: 'New image (Malay)',
      brand: 'Brand',
      uom: 'Unit of measure',
      points: 'Points',
      inventory: 'Inventory',
      newCategory: 'New category',
    },
    previewEn: 'The English image',
    previewBm: 'The Malay image',
    categories: 'Categories',
    addCategory: 'Add category',
    saveItem: 'Save item',
    saveChanges: 'Save changes',
    required: 'Please fill in all the fields.',
    categoryExists: 'A category with this name already exists.',
    belowRedeemed: 'Inventory cannot be lower than the number already redeemed.',
    bothImages: 'Please replace both images, English and Malay, together.',
    redeemedHint: 'Already redeemed: 3. The inventory cannot be lower.',
    remaining: 'Remaining after saving: 7',
    edit: (name: string) => `Edit ${name}`,
    shown: (name: string) => `Show ${name} to members`,
  },
  bm: {
    nav: { items: 'Item kedai mata', pregnant: 'Tawaran ibu mengandung' },
    itemsTitle: 'Papan Pemuka Item',
    pregnantTitle: 'Papan Pemuka Ibu Mengandung',
    newItem: 'Item Baharu',
    search: 'Cari dalam jadual',
    label: {
      itemId: 'Nombor artikel',
      nameEn: 'Nama (Bahasa Inggeris)',
      nameBm: 'Nama (Bahasa Melayu)',
      descriptionEn: 'Penerangan (Bahasa Inggeris)',
      descriptionBm: 'Penerangan (Bahasa Melayu)',
      imageEn: 'Imej (Bahasa Inggeris)',
      imageBm: 'Imej (Bahasa Melayu)',
      newImageEn: 'Imej baharu (Bahasa Inggeris)',
      newImageBm: 'Imej baharu (Bahasa Melayu)',
      brand: 'Jenama',
      uom: 'Unit ukuran',
      points: 'Mata',
      inventory: 'Inventori',
      newCategory: 'Kategori baharu',
    },
    previewEn: 'Imej Bahasa Inggeris',
    previewBm: 'Imej Bahasa Melayu',
    categories: 'Kategori',
    addCategory: 'Tambah kategori',
    saveItem: 'Simpan item',
    saveChanges: 'Simpan perubahan',
    required: 'Sila isi semua ruangan.',
    categoryExists: 'Kategori dengan nama ini sudah wujud.',
    belowRedeemed: 'Inventori tidak boleh kurang daripada jumlah yang telah ditebus.',
    bothImages: 'Sila gantikan kedua-dua imej, Bahasa Inggeris dan Bahasa Melayu, bersama-sama.',
    redeemedHint: 'Telah ditebus: 3. Inventori tidak boleh kurang daripada jumlah ini.',
    remaining: 'Baki selepas disimpan: 7',
    edit: (name: string) => `Sunting ${name}`,
    shown: (name: string) => `Paparkan ${name} kepada ahli`,
  },
} as const
type Texts = (typeof TEXT)[Language]

/** Whether an image has loaded and has pixels, so a broken link would fail the test. */
const isShown = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
const picture = (name: string, colour: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: solidPng(40, 30, colour) })
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** Fills every text and number of the item form. */
async function fillItem(page: Page, x: Texts, item: { code: string; en: string; bm: string; points: string; inventory: string }) {
  await field(page, x.label.itemId).fill(item.code)
  await field(page, x.label.nameEn).fill(item.en)
  await field(page, x.label.nameBm).fill(item.bm)
  await field(page, x.label.descriptionEn).fill('A soft hooded towel for after the bath.')
  await field(page, x.label.descriptionBm).fill('Tuala bertudung yang lembut untuk selepas mandi.')
  await field(page, x.label.brand).fill('Lembut')
  await field(page, x.label.uom).fill('piece')
  await field(page, x.label.points).fill(item.points)
  await field(page, x.label.inventory).fill(item.inventory)
}

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`adds a point-shop item with both images and a new category, and finds it in the dashboard (${language})`, async ({ page }) => {
    const stamp = `${language} ${Date.now() % 100_000}`
    const item = { code: `E2E-${stamp.replace(' ', '-')}`, en: `Hooded towel ${stamp}`, bm: `Tuala bertudung ${stamp}`, points: '750', inventory: '20' }
    const category = `Bath ${stamp}`
    await signInAsAdmin(page, language)
    await page.getByRole('navigation').getByRole('link', { name: x.nav.items }).click()
    await expect(page.getByRole('heading', { level: 1, name: x.itemsTitle })).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: 'Gentle baby wipes' })).toBeVisible()

    await page.getByRole('link', { name: x.newItem }).click()
    await expect(page).toHaveURL(/\/admin\/item\/add$/)
    // Nothing filled: each of the 11 fields says so, and nothing is sent.
    await page.getByRole('button', { name: x.saveItem }).click()
    await expect(page.getByText(x.required, { exact: true })).toHaveCount(11)

    await fillItem(page, x, item)
    await field(page, x.label.imageEn).setInputFiles(picture('towel-en.png', [11, 110, 121]))
    await field(page, x.label.imageBm).setInputFiles(picture('towel-bm.png', [242, 165, 65]))
    await expect.poll(() => isShown(page.getByRole('img', { name: x.previewEn }))).toBe(true)
    await expect.poll(() => isShown(page.getByRole('img', { name: x.previewBm }))).toBe(true)

    // A category whose name exists, whatever its case, is refused beside the field; a new one is added, ticked.
    const categories = page.getByRole('group', { name: x.categories })
    await field(page, x.label.newCategory).fill('baby PRODUCT')
    await page.getByRole('button', { name: x.addCategory }).click()
    await expect(page.getByText(x.categoryExists)).toBeVisible()
    await field(page, x.label.newCategory).fill(category)
    await page.getByRole('button', { name: x.addCategory }).click()
    await expect(categories.getByRole('checkbox', { name: category })).toBeChecked()
    await expect(field(page, x.label.newCategory)).toHaveValue('')
    await categories.getByRole('checkbox', { name: 'Baby Product' }).check()
    await page.getByRole('button', { name: x.saveItem }).click()

    await expect(page).toHaveURL(/\/admin\/catalog\/dashboard$/)
    const row = page.getByRole('row').filter({ hasText: item.en })
    await expect(row).toBeVisible()
    await expect(row).toContainText(item.bm)
    await expect(row).toContainText(category)
    await expect(row).toContainText('Baby Product')
    await expect.poll(() => isShown(row.locator('img').first())).toBe(true)
    await expect.poll(() => isShown(row.locator('img').nth(1))).toBe(true)

    // The table search keeps the rows that match.
    await page.getByLabel(x.search).fill(item.en)
    await expect(page.getByRole('row')).toHaveCount(2)
    await page.getByLabel(x.search).fill('')
    await expect(page.getByRole('row').filter({ hasText: 'Gentle baby wipes' })).toBeVisible()
  })

  test(`edits an item, its inventory no lower than what was redeemed and one image replaced means both, and hides it (${language})`, async ({ page, request }) => {
    const stamp = `${language} ${Date.now() % 100_000}`
    const item = { code: `E2E-ED-${stamp.replace(' ', '-')}`, en: `Bath robe ${stamp}`, bm: `Jubah mandi ${stamp}`, points: 750, inventory: 20 }
    await addItemThroughApi(request, { ...item, categories: await categoryIds(request, ['Baby Product', 'Mum Care']) })
    // Orders took 3 units: the inventory may not go below that.
    setRedeemed(item.code, 3)
    await signInAsAdmin(page, language)
    await page.getByRole('navigation').getByRole('link', { name: x.nav.items }).click()
    const row = page.getByRole('row').filter({ hasText: item.en })
    await expect(row).toContainText('Baby Product, Mum Care')

    await page.getByRole('link', { name: x.edit(item.en) }).click()
    await expect(page).toHaveURL(/\/admin\/item\/edit\?id=\d+$/)
    await expect(field(page, x.label.nameEn)).toHaveValue(item.en)
    await expect(page.getByText(x.redeemedHint)).toBeVisible()
    const categories = page.getByRole('group', { name: x.categories })
    await expect(categories.getByRole('checkbox', { name: 'Mum Care' })).toBeChecked()
    await field(page, x.label.inventory).fill('2')
    await page.getByRole('button', { name: x.saveChanges }).click()
    await expect(page.getByText(x.belowRedeemed)).toBeVisible()
    await field(page, x.label.inventory).fill('10')
    await expect(page.getByText(x.remaining)).toBeVisible()
    await field(page, x.label.points).fill('820')
    await categories.getByRole('checkbox', { name: 'Baby Product' }).uncheck()
    await field(page, x.label.newImageEn).setInputFiles(picture('new-en.png', [200, 40, 40]))
    await page.getByRole('button', { name: x.saveChanges }).click()
    await expect(page.getByText(x.bothImages)).toBeVisible()
    await field(page, x.label.newImageBm).setInputFiles(picture('new-bm.png', [40, 40, 200]))
    await page.getByRole('button', { name: x.saveChanges }).click()

    await expect(page).toHaveURL(/\/admin\/catalog\/dashboard$/)
    const cells = row.getByRole('cell')
    await expect(row).toContainText('820')
    await expect(row).not.toContainText('Baby Product')
    await expect(row).toContainText('Mum Care')
    await expect(cells.filter({ hasText: /^10$/ })).toHaveCount(1)
    await expect(cells.filter({ hasText: /^7$/ })).toHaveCount(1)
    await expect.poll(() => isShown(row.locator('img').first())).toBe(true)

    // Hidden and shown again, on the server: a reload keeps what was saved.
    const shown = page.getByRole('checkbox', { name: x.shown(item.en) })
    await expect(shown).toBeChecked()
    await shown.click()
    await expect(shown).not.toBeChecked()
    await expect(shown).toBeEnabled()
    await page.reload()
    await expect(shown).not.toBeChecked()
    await shown.click()
    await expect(shown).toBeChecked()
    await expect(shown).toBeEnabled()
    await page.reload()
    await expect(shown).toBeChecked()
  })

  test(`adds and edits a pregnant-mum offer (${language})`, async ({ page }) => {
    const stamp = `${language} ${Date.now() % 100_000}`
    const offer = { code: `E2E-PG-${stamp.replace(' ', '-')}`, en: `Maternity pillow ${stamp}`, bm: `Bantal ibu ${stamp}`, points: '500', inventory: '15' }
    await signInAsAdmin(page, language)
    await page.getByRole('navigation').getByRole('link', { name: x.nav.pregnant }).click()
    await expect(page.getByRole('heading', { level: 1, name: x.pregnantTitle })).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: 'Maternity support pillow' })).toBeVisible()

    await page.getByRole('link', { name: x.newItem }).click()
    await expect(page).toHaveURL(/\/admin\/pregnant\/add$/)
    // Pregnant-mum offers are outside the shop's categories.
    await expect(page.getByRole('group', { name: x.categories })).toHaveCount(0)
    await fillItem(page, x, offer)
    await field(page, x.label.imageEn).setInputFiles(picture('pillow-en.png', [120, 80, 160]))
    await field(page, x.label.imageBm).setInputFiles(picture('pillow-bm.png', [160, 80, 120]))
    await page.getByRole('button', { name: x.saveItem }).click()

    await expect(page).toHaveURL(/\/admin\/pregnant\/dashboard$/)
    const row = page.getByRole('row').filter({ hasText: offer.en })
    await expect(row).toContainText(offer.bm)
    await expect(row).toContainText('A soft hooded towel for after the bath.')
    await expect.poll(() => isShown(row.locator('img').first())).toBe(true)

    await page.getByRole('link', { name: x.edit(offer.en) }).click()
    await expect(page).toHaveURL(/\/admin\/pregnant\/editPregnant\?id=\d+$/)
    await field(page, x.label.descriptionEn).fill('Supports your back and bump.')
    await page.getByRole('button', { name: x.saveChanges }).click()
    await expect(page).toHaveURL(/\/admin\/pregnant\/dashboard$/)
    await expect(row).toContainText('Supports your back and bump.')

    const shown = page.getByRole('checkbox', { name: x.shown(offer.en) })
    await shown.click()
    await expect(shown).not.toBeChecked()
    await page.reload()
    await expect(shown).not.toBeChecked()
  })
}

test('sends the edit screens without a known item back to their dashboard', async ({ page }) => {
  await signInAsAdmin(page)
  for (const [path, dashboard, title] of [
    ['/admin/item/edit', /\/admin\/catalog\/dashboard$/, 'Item Dashboard'],
    ['/admin/item/edit?id=99999', /\/admin\/catalog\/dashboard$/, 'Item Dashboard'],
    ['/admin/pregnant/editPregnant?id=abc', /\/admin\/pregnant\/dashboard$/, 'Pregnant Mum Dashboard'],
    ['/admin/pregnant/editPregnant?id=1', /\/admin\/pregnant\/dashboard$/, 'Pregnant Mum Dashboard'],
  ] as const) {
    await page.goto(path)
    await expect(page).toHaveURL(dashboard)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  }
})
