import { expect, type Page, test } from '@playwright/test'
import { addBlog, addDonateItem, addWisher, donationsOf, setJourney } from './support/charity.ts'
import { completeProfile, createMember } from './support/members.ts'
import { seedPoints } from './support/tiers.ts'
import type { Language } from '../domain/languages.ts'
import { chooseLanguage } from './support/language.ts'

/**
 * Share a Little Comfort (issue 20): a visitor browses the Wishing Tree (journey, the tree's bar,
 * a blog's gallery), presses Donate on a wish, signs in, comes back to that wish, donates, and sees
 * the wish's bar, the tree's bar and their points move; then donates a donation item from the shop's
 * chip. Wishers, the journey, blogs and donation items are put straight into the e2e database, as
 * the back office would.
 */
const TEXT = {
  en: {
    tree: 'Share a little comfort',
    joinNow: 'Join now',
    grant: 'Grant a wish',
    homes: 'Homes visited',
    treeBar: 'Wishing Tree progress',
    more: 'See 2 more photos',
    photo: (n: number, title: string) => `Photo ${n} of 5: ${title}`,
    close: 'Close',
    donate: 'Donate',
    signinTitle: 'Log in',
    email: 'Email or mobile number',
    password: 'Password',
    logIn: 'Log in',
    donateTitle: (name: string) => `Donate to ${name}`,
    amount: 'Points to donate',
    pts: (n: string) => `${n} points`,
    next: 'Donate',
    confirmTitle: 'Confirm your donation',
    confirmBody: (points: string, name: string) => `Donate ${points} points to ${name}'s wish?`,
    yes: 'Yes, donate',
    thanksTitle: 'Thank You!',
    thanks: 'Thank You! You have donated your points successfully, we are grateful for your support',
    yourPoints: (n: string) => `Your points: ${n}`,
    categories: 'Categories',
    chip: 'Share a Little Comfort',
    items: 'Donation items',
  },
  bm: {
    tree: 'Kongsi sedikit keselesaan',
    joinNow: 'Sertai sekarang',
    grant: 'Tunaikan hajat',
    homes: 'Rumah dilawati',
    treeBar: 'Kemajuan Pokok Hajat',
    more: 'Lihat 2 lagi foto',
    photo: (n: number, title: string) => `Foto ${n} daripada 5: ${title}`,
    close: 'Tutup',
    donate: 'Derma',
    signinTitle: 'Log masuk',
    email: 'E-mel atau nombor telefon bimbit',
    password: 'Kata laluan',
    logIn: 'Log masuk',
    donateTitle: (name: string) => `Derma kepada ${name}`,
    amount: 'Mata untuk didermakan',
    pts: (n: string) => `${n} mata`,
    next: 'Teruskan',
    confirmTitle: 'Sahkan derma anda',
    confirmBody: (points: string, name: string) => `Dermakan ${points} mata untuk hajat ${name}?`,
    yes: 'Ya, derma',
    thanksTitle: 'Terima Kasih!',
    thanks: 'Terima Kasih! Anda telah berjaya menderma mata anda, kami amat menghargai sokongan anda',
    yourPoints: (n: string) => `Mata anda: ${n}`,
    categories: 'Kategori',
    chip: 'Kongsi Sedikit Keselesaan',
    items: 'Item derma',
  },
} as const
type Texts = (typeof TEXT)[Language]

const treeBar = (page: Page, x: Texts) => page.getByRole('progressbar', { name: x.treeBar })
const valueOf = async (bar: ReturnType<Page['getByRole']>) => Number(await bar.getAttribute('aria-valuenow'))

/** Confirm the donation, then the thank-you, closed. */
async function confirmAndThank(page: Page, x: Texts, body: string) {
  const confirm = page.getByRole('dialog', { name: x.confirmTitle })
  await expect(confirm).toContainText(body)
  await confirm.getByRole('button', { name: x.yes }).click()
  const thanks = page.getByRole('dialog', { name: x.thanksTitle })
  await expect(thanks).toContainText(x.thanks)
  await thanks.getByRole('button', { name: 'OKAY' }).click()
  await expect(thanks).toBeHidden()
}

for (const language of ['en', 'bm'] as const) {
  test(`a visitor browses the Wishing Tree, signs in from Donate, comes back to the wish and donates; then donates from the shop (${language})`, async ({ page, request }) => {
    const x = TEXT[language]
    const tag = `${language}${Date.now() % 100_000}`
    const name = `Aiman ${tag}`
    const wisherId = addWisher({ name, age: 7, avatar: 2, wishEn: 'A box of crayons', wishBm: 'Sekotak krayon', goalPoints: 5000, points: 1000 })
    const blogTitle = language === 'en' ? `Visit ${tag}` : `Lawatan ${tag}`
    addBlog({ titleEn: `Visit ${tag}`, titleBm: `Lawatan ${tag}`, venue: 'Rumah Kasih, Shah Alam', images: 5 })
    setJourney({ homes: 12, children: 340, points: 50_000, products: 900, progressPoints: 40_000 })
    const item = { nameEn: `Diapers for a home ${tag}`, nameBm: `Lampin untuk rumah ${tag}`, points: 300 }
    addDonateItem(item)
    const member = await createMember(request)
    await completeProfile(request, member) // +200
    seedPoints(member.uuid, [{ points: 1800, source: 'scan' }]) // 2,000 in all

    // A visitor: the tree, its journey, its bar and a blog's gallery.
    await page.goto('/wishingtree')
    if (language === 'bm') await chooseLanguage(page, 'bm')
    await expect(page.getByRole('heading', { level: 1, name: x.tree })).toBeVisible()
    await expect(page.getByRole('definition').first()).toBeVisible()
    await expect(page.getByText(x.homes)).toBeVisible()
    const treeBefore = await valueOf(treeBar(page, x))
    expect(treeBefore).toBeGreaterThanOrEqual(41_000)
    const blog = page.getByRole('article').filter({ has: page.getByRole('heading', { name: blogTitle }) })
    await expect(blog.getByRole('list').getByRole('listitem')).toHaveCount(4) // 3 photos and +2
    await blog.getByRole('button', { name: x.more }).click()
    const gallery = page.getByRole('dialog', { name: blogTitle })
    await expect(gallery.getByRole('img', { name: x.photo(4, blogTitle) })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(gallery).toBeHidden()

    // Join now, then Donate on the wish: sign in first, and back to that wish.
    await page.getByRole('link', { name: x.joinNow }).click()
    await expect(page.getByRole('heading', { level: 1, name: x.grant })).toBeVisible()
    const card = page.getByRole('article', { name })
    await expect(card).toContainText(language === 'en' ? 'A box of crayons' : 'Sekotak krayon')
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1000')
    await card.getByRole('button', { name: x.donate }).click()
    await expect(page).toHaveURL(new RegExp(`/${language}/signin\\?redirect=`))
    await page.getByLabel(x.email).fill(member.email)
    await page.getByLabel(x.password, { exact: true }).fill(member.password)
    await page.getByRole('main').getByRole('button', { name: x.logIn }).click()
    await expect(page).toHaveURL(new RegExp(`/wishingtree/donate\\?wisher=${wisherId}$`))
    await expect(card.getByRole('button', { name: x.donate })).toBeFocused()
    await expect(page.getByText(x.yourPoints('2,000'))).toBeVisible()

    // Donate 500: the amounts stop at what the wish still needs (4,000).
    await card.getByRole('button', { name: x.donate }).click()
    const amount = page.getByRole('dialog', { name: x.donateTitle(name) })
    const select = amount.getByLabel(x.amount)
    await expect(select.locator('option')).toHaveCount(40)
    await expect(select.locator('option').last()).toHaveText(x.pts('4,000'))
    await select.selectOption({ label: x.pts('500') })
    await amount.getByRole('button', { name: x.next, exact: true }).click()
    await confirmAndThank(page, x, x.confirmBody('500', name))
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1500')
    await expect(page.getByText(x.yourPoints('1,500'))).toBeVisible()

    // The tree's bar has moved by the donation.
    await page.goto('/wishingtree')
    await expect(treeBar(page, x)).toHaveAttribute('aria-valuenow', String(treeBefore + 500))

    // A donation item from the shop's Share a Little Comfort chip.
    await page.goto('/pointshop')
    await page.getByRole('group', { name: x.categories }).getByRole('button', { name: x.chip }).click()
    const itemName = language === 'en' ? item.nameEn : item.nameBm
    await page.getByRole('list', { name: x.items }).getByRole('link', { name: new RegExp(`^${itemName}`) }).click()
    await expect(page).toHaveURL(/\/rewarddetail\?id=\d+&type=donate$/)
    await expect(page.getByRole('heading', { level: 1, name: itemName })).toBeVisible()
    await page.getByRole('button', { name: x.donate, exact: true }).click()
    await confirmAndThank(page, x, language === 'en' ? `Donate 300 points for ${itemName}?` : `Dermakan 300 mata untuk ${itemName}?`)
    await expect(page.getByText(x.yourPoints('1,200'))).toBeVisible()

    expect(donationsOf(member.uuid)).toEqual([
      { wisherId, donateItemId: null, points: 500 },
      { wisherId: null, donateItemId: expect.any(Number), points: 300 },
    ])
  })
}

test('on a wide screen the wishes come five a slide, with previous and next; a fulfilled wish offers no Donate', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const tag = Date.now() % 100_000
  for (let i = 1; i <= 6; i++) addWisher({ name: `Slide ${tag}-${i}`, age: 4 + i, avatar: i, wishEn: `Wish ${i}`, wishBm: `Hajat ${i}`, goalPoints: 1000, points: i === 6 ? 1000 : 100 * i })
  await page.goto('/wishingtree/donate')
  const list = page.getByRole('region', { name: 'Wishes' }).getByRole('list')
  await expect(list.getByRole('listitem')).toHaveCount(5)
  const next = page.getByRole('button', { name: 'Next' })
  const previous = page.getByRole('button', { name: 'Previous' })
  await expect(previous).toBeDisabled()
  while (await next.isEnabled()) await next.click()
  const last = page.getByRole('article', { name: `Slide ${tag}-6` })
  await expect(last).toBeVisible()
  await expect(last).toContainText('Wish fulfilled!')
  await expect(last.getByRole('button', { name: 'Donate' })).toHaveCount(0)
  await expect(page.getByRole('article', { name: `Slide ${tag}-1` })).toBeHidden()
  await previous.click()
  await expect(list.getByRole('listitem')).toHaveCount(5)
})
