import { expect, type Page, test } from '@playwright/test'
import { LANGUAGES } from '../domain/languages.ts'
import { signInAsAdmin } from './support/admins.ts'
import { solidPng } from './support/png.ts'

const TEXT = {
  en: {
    nav: { wishingTree: 'Wishing Tree', journey: 'Journey', blogs: 'Blogs', donate: 'Donation Items' },
    wisher: {
      title: 'Wishing Tree Dashboard',
      add: 'Add Wisher',
      name: 'Name',
      age: 'Age',
      wishEn: 'Wish (English)',
      wishBm: 'Wish (Malay)',
      avatar: (n: number) => `Avatar ${n}`,
      goal: 'Goal (points)',
      progress: (points: string, goal: string) => `${points} / ${goal}`,
    },
    journey: { title: 'Journey Dashboard', edit: 'Edit Journey', home: 'Homes visited', children: 'Children reached', points: 'Points collected', product: 'Products donated', progress: 'Progress bar points', descriptionEn: 'Description (English)', descriptionBm: 'Description (Malay)' },
    blog: { title: 'Blog Dashboard', add: 'Add Blog', titleEn: 'Title (English)', titleBm: 'Title (Malay)', venue: 'Venue', descriptionEn: 'Description (English)', descriptionBm: 'Description (Malay)', addImages: 'Add images', image: (n: number) => `Image ${n}`, moveUp: (n: number) => `Move image ${n} up`, remove: (n: number) => `Remove image ${n}`, count: (n: number) => `Images: ${n}` },
    donate: { title: 'Donation Item Dashboard', add: 'Add Item', itemId: 'Article number', nameEn: 'Name (English)', nameBm: 'Name (Malay)', points: 'Points', image: 'Image' },
    save: 'Save changes',
    edit: (name: string) => `Edit ${name}`,
    shown: (name: string) => `Show ${name} to members`,
    search: 'Search the table',
    emptyField: 'Empty field detected. Please fill in every field.',
  },
  bm: {
    nav: { wishingTree: 'Pokok Hajat', journey: 'Perjalanan', blogs: 'Blog', donate: 'Item Derma' },
    wisher: {
      title: 'Papan Pemuka Pokok Hajat',
      add: 'Tambah Penghajat',
      name: 'Nama',
      age: 'Umur',
      wishEn: 'Hajat (Bahasa Inggeris)',
      wishBm: 'Hajat (Bahasa Melayu)',
      avatar: (n: number) => `Avatar nombor ${n}`,
      goal: 'Sasaran (mata)',
      progress: (points: string, goal: string) => `${points} daripada ${goal}`,
    },
    journey: { title: 'Papan Pemuka Perjalanan', edit: 'Sunting Perjalanan', home: 'Rumah dilawati', children: 'Kanak-kanak dibantu', points: 'Mata dikumpul', product: 'Produk didermakan', progress: 'Mata bar kemajuan', descriptionEn: 'Penerangan (Bahasa Inggeris)', descriptionBm: 'Penerangan (Bahasa Melayu)' },
    blog: { title: 'Papan Pemuka Blog', add: 'Tambah Blog', titleEn: 'Tajuk (Bahasa Inggeris)', titleBm: 'Tajuk (Bahasa Melayu)', venue: 'Tempat', descriptionEn: 'Penerangan (Bahasa Inggeris)', descriptionBm: 'Penerangan (Bahasa Melayu)', addImages: 'Tambah gambar', image: (n: number) => `Gambar ${n}`, moveUp: (n: number) => `Alih gambar ${n} ke atas`, remove: (n: number) => `Buang gambar ${n}`, count: (n: number) => `Bilangan gambar: ${n}` },
    donate: { title: 'Papan Pemuka Item Derma', add: 'Tambah Item', itemId: 'Nombor artikel', nameEn: 'Nama (Bahasa Inggeris)', nameBm: 'Nama (Bahasa Melayu)', points: 'Mata', image: 'Gambar' },
    save: 'Simpan perubahan',
    edit: (name: string) => `Sunting ${name}`,
    shown: (name: string) => `Tunjukkan ${name} kepada ahli`,
    search: 'Cari dalam jadual',
    emptyField: 'Ruangan kosong dikesan. Sila isi setiap ruangan.',
  },
} as const

const picture = (name: string, colour: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: solidPng(40, 30, colour) })
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

async function openSection(page: Page, nav: string, title: string) {
  await page.getByRole('navigation').getByRole('link', { name: nav, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`an admin adds a wisher, edits it and hides it (${language})`, async ({ page }) => {
    const name = `Aisyah ${language} ${Date.now() % 100_000}`
    await signInAsAdmin(page, language)
    await openSection(page, x.nav.wishingTree, x.wisher.title)
    await page.getByRole('link', { name: x.wisher.add }).click()
    await field(page, x.wisher.name).fill(name)
    await field(page, x.wisher.age).fill('7')
    await field(page, x.wisher.wishEn).fill('A bicycle')
    await field(page, x.wisher.wishBm).fill('Sebuah basikal')
    await expect(field(page, x.wisher.goal)).toHaveValue('10000')
    await page.getByRole('radio', { name: x.wisher.avatar(2) }).check()
    await page.getByRole('button', { name: x.wisher.add }).click()
    await expect(page).toHaveURL(/\/admin\/wishingtree\/dashboard$/)
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toContainText('A bicycle')
    await expect(row).toContainText(x.wisher.progress('0', '10,000'))

    await row.getByRole('link', { name: x.edit(name) }).click()
    await expect(page).toHaveURL(/\/admin\/wishingtree\/edit\?id=\d+$/)
    await expect(page.getByRole('radio', { name: x.wisher.avatar(2) })).toBeChecked()
    await field(page, x.wisher.wishBm).fill('  ')
    await page.getByRole('button', { name: x.save }).click()
    await expect(field(page, x.wisher.wishBm)).toHaveAccessibleDescription(x.emptyField)
    await field(page, x.wisher.wishBm).fill('Buku cerita')
    await field(page, x.wisher.wishEn).fill('Story books')
    await field(page, x.wisher.goal).fill('4000')
    await page.getByRole('radio', { name: x.wisher.avatar(5) }).check()
    await page.getByRole('button', { name: x.save }).click()
    await expect(page).toHaveURL(/\/admin\/wishingtree\/dashboard$/)
    await expect(row).toContainText('Story books')
    await expect(row).toContainText(x.wisher.progress('0', '4,000'))

    const show = row.getByRole('checkbox', { name: x.shown(name) })
    await expect(show).toBeChecked()
    await show.click()
    await expect(show).not.toBeChecked()
    await expect(show).toBeEnabled()
    // Searched out of the table and back, the row still shows what the server saved.
    const search = page.getByRole('searchbox', { name: x.search })
    await search.fill(`${name} and no other`)
    await expect(row).toHaveCount(0)
    await search.fill('')
    await expect(show).not.toBeChecked()
    await page.reload()
    await expect(page.getByRole('row').filter({ hasText: name }).getByRole('checkbox', { name: x.shown(name) })).not.toBeChecked()
  })

  test(`an admin edits the journey's seven fields (${language})`, async ({ page }) => {
    await signInAsAdmin(page, language)
    await openSection(page, x.nav.journey, x.journey.title)
    await page.getByRole('link', { name: x.journey.edit }).click()
    await expect(page).toHaveURL(/\/admin\/journey\/edit$/)
    await field(page, x.journey.home).fill('')
    await page.getByRole('button', { name: x.save }).click()
    await expect(field(page, x.journey.home)).toHaveAccessibleDescription(x.emptyField)
    // Both languages' runs save the same figures: the journey is one row.
    await field(page, x.journey.home).fill('21')
    await field(page, x.journey.children).fill('845')
    await field(page, x.journey.points).fill('198765')
    await field(page, x.journey.product).fill('1500')
    await field(page, x.journey.progress).fill('125000')
    await field(page, x.journey.descriptionEn).fill('Twenty-one homes so far.')
    await field(page, x.journey.descriptionBm).fill('Dua puluh satu rumah setakat ini.')
    await page.getByRole('button', { name: x.save }).click()
    await expect(page).toHaveURL(/\/admin\/journey\/dashboard$/)
    await expect(page.getByRole('definition').filter({ hasText: '198,765' })).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: '125,000' })).toBeVisible()
    await expect(page.getByText('Dua puluh satu rumah setakat ini.')).toBeVisible()
  })

  test(`an admin adds a blog with two images and edits its gallery (${language})`, async ({ page }) => {
    const title = `Visit ${language} ${Date.now() % 100_000}`
    await signInAsAdmin(page, language)
    await openSection(page, x.nav.blogs, x.blog.title)
    await page.getByRole('link', { name: x.blog.add }).click()
    await field(page, x.blog.titleEn).fill(title)
    await field(page, x.blog.titleBm).fill(`Lawatan ${title}`)
    await field(page, x.blog.venue).fill('Rumah Kasih, Klang')
    await field(page, x.blog.descriptionEn).fill('We brought diapers.')
    await field(page, x.blog.descriptionBm).fill('Kami bawa lampin.')
    await field(page, x.blog.addImages).setInputFiles([picture('one.png', [200, 40, 40]), picture('two.png', [40, 200, 40])])
    await expect(page.getByRole('img', { name: x.blog.image(2) })).toBeVisible()
    await page.getByRole('button', { name: x.blog.add }).click()
    await expect(page).toHaveURL(/\/admin\/blog\/dashboard$/)
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row).toContainText(x.blog.count(2))

    await row.getByRole('link', { name: x.edit(title) }).click()
    await expect(page.getByRole('img', { name: x.blog.image(2) })).toBeVisible()
    const secondUrl = await page.getByRole('img', { name: x.blog.image(2) }).getAttribute('src')
    await page.getByRole('button', { name: x.blog.moveUp(2) }).click()
    await expect(page.getByRole('img', { name: x.blog.image(1) })).toHaveAttribute('src', secondUrl!)
    await page.getByRole('button', { name: x.blog.remove(2) }).click()
    await field(page, x.blog.addImages).setInputFiles([picture('three.png', [40, 40, 200])])
    await field(page, x.blog.venue).fill('Rumah Kasih, Shah Alam')
    await page.getByRole('button', { name: x.save }).click()
    await expect(page).toHaveURL(/\/admin\/blog\/dashboard$/)
    await expect(row).toContainText('Rumah Kasih, Shah Alam')
    await expect(row).toContainText(x.blog.count(2))
    await row.getByRole('link', { name: x.edit(title) }).click()
    await expect(page.getByRole('img', { name: x.blog.image(1) })).toHaveAttribute('src', secondUrl!)
  })

  test(`an admin adds a donation item and edits it (${language})`, async ({ page }) => {
    const name = `Diapers ${language} ${Date.now() % 100_000}`
    await signInAsAdmin(page, language)
    await openSection(page, x.nav.donate, x.donate.title)
    await page.getByRole('link', { name: x.donate.add }).click()
    await field(page, x.donate.itemId).fill('DON-E2E')
    await field(page, x.donate.nameEn).fill(name)
    await field(page, x.donate.nameBm).fill(`Lampin ${name}`)
    await field(page, x.donate.points).fill('500')
    await field(page, x.donate.image).setInputFiles(picture('item.png', [11, 110, 121]))
    await page.getByRole('button', { name: x.donate.add }).click()
    await expect(page).toHaveURL(/\/admin\/donate\/dashboard$/)
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toContainText('500')

    await row.getByRole('link', { name: x.edit(name) }).click()
    await expect(page).toHaveURL(/\/admin\/donate\/edit\?id=\d+$/)
    await expect(field(page, x.donate.points)).toHaveValue('500')
    await field(page, x.donate.points).fill('750')
    await field(page, x.donate.itemId).fill('DON-E2E-2')
    await page.getByRole('button', { name: x.save }).click()
    await expect(page).toHaveURL(/\/admin\/donate\/dashboard$/)
    await expect(row).toContainText('750')
    await expect(row).toContainText('DON-E2E-2')
    await expect(row.getByRole('checkbox', { name: x.shown(name) })).toBeChecked()
  })
}
