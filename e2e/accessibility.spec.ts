import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { HTML_LANG, LANGUAGES, type Language } from '../domain/languages.ts'
import { signInAsAdmin } from './support/admins.ts'
import { completeProfile, createMember, signIn } from './support/members.ts'

// Every screen a member or an admin opens without choosing a record, checked by axe in both
// languages against WCAG 2.1 A and AA and axe's best practices (landmarks, headings, names).
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

const GUEST_PAGES = ['/{lang}', '/{lang}/signin', '/password/forgot', '/password/otp', '/registration/confirm-and-verify', '/productsinfo', '/wishingtree']
const MEMBER_PAGES = [
  '/dashboard', '/scancode', '/uploadReceipt', '/uploadReceipt/producttable', '/pointshop', '/order/addtocart', '/mysteryboxhome', '/picksample',
  '/contest', '/quest', '/inbox', '/outbox', '/help', '/referandearn', '/tier', '/tierHelpCenter', '/tierHistory', '/pointhistory', '/viewpoints',
  '/userprofile', '/editprofile', '/viewAddress', '/addAddress', '/viewbabyinfo', '/addbabyinfo', '/wishingtree', '/wishingtree/donate', '/productsinfo',
]
const ADMIN_PAGES = [
  'overview', 'brand/dashboard', 'brand/add', 'catalog/dashboard', 'item/add', 'pointshop', 'orders', 'scancode/dashboard', 'scancode/generate', 'scan',
  'voucher/dashboard', 'voucher/type/add', 'massCredit/dashboard', 'massCredit/new', 'bulkCreate/users/dashboard', 'users', 'pointhistory', 'receipts',
  'contest/dashboard', 'contest/add', 'news/dashboard', 'news/add', 'article/dashboard', 'article/add', 'blog/dashboard', 'blog/add', 'notices',
  'donate/dashboard', 'donate/add', 'wishingtree/dashboard', 'wishingtree/add', 'sample/dashboard', 'sample/add', 'sample/survey/dashboard',
  'sample/survey/add', 'freesample', 'mysterybox/dashboard', 'pregnant/dashboard', 'pregnant/add', 'promoter/dashboard', 'promoter/add',
  'journey/dashboard', 'fitathon', 'pointchart', 'settings', 'tracking', 'fraud', 'audit', 'account',
]

const LOADING: Record<Language, string> = { en: 'Loading…', bm: 'Memuatkan…' }

/** Sets the language the app shows on pages whose address carries none, as the switch remembers it. */
async function rememberLanguage(page: Page, language: Language) {
  await page.evaluate((chosen) => localStorage.setItem('club-language', chosen), language)
}

/** Opens the page and waits until it is settled. */
async function open(page: Page, path: string, language: Language) {
  await page.goto(path.replace('{lang}', language))
  await settled(page, language)
}

/** Waits until the page is drawn in the language and nothing on it is still loading. */
async function settled(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language])
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByText(LOADING[language])).toHaveCount(0)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

/** Each rule axe finds broken on the page as it stands: the rule, its first element and how many. */
async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(RULES).analyze()
  expect.soft(violations.map((v) => `${v.id}: ${v.nodes[0]!.target.join(' ')} (${v.nodes.length})`), what).toEqual([])
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.describe.configure({ timeout: 240_000 })

    test('every page a visitor opens, and the sign-up and sign-in forms with their errors, pass axe', async ({ page }) => {
      await page.goto(`/${language}`)
      await rememberLanguage(page, language)
      for (const path of GUEST_PAGES) {
        await open(page, path, language)
        await expectAccessible(page, path)
      }

      // The forms sent empty: each field says what it needs.
      await open(page, '/{lang}', language)
      await page.getByRole('main').getByRole('button', { name: language === 'en' ? 'Sign up' : 'Daftar' }).click()
      await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible()
      await expectAccessible(page, 'sign-up form with errors')
      await open(page, '/{lang}/signin', language)
      await page.getByRole('main').getByRole('button', { name: language === 'en' ? 'Log in' : 'Log masuk' }).click()
      await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible()
      await expectAccessible(page, 'sign-in form with errors')
    })

    test("every page of a member's app, the profile wizard and a reward's page pass axe", async ({ page, request }) => {
      const member = await createMember(request, 'Siti Aminah')
      await signIn(page, member, { wizard: 'keep' })
      await rememberLanguage(page, language)
      await page.reload()
      await settled(page, language)
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectAccessible(page, 'profile wizard')

      await completeProfile(request, member)
      for (const path of MEMBER_PAGES) {
        await open(page, path, language)
        await expectAccessible(page, path)
      }

      await open(page, '/pointshop', language)
      await page.getByRole('main').locator('a[href*="/rewarddetail?"]').first().click()
      await expect(page).toHaveURL(/\/rewarddetail\?/)
      await settled(page, language)
      await expectAccessible(page, 'a reward')
    })

    test('every page of the back office, a brand and the add-admin dialog pass axe', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await signInAsAdmin(page)
      await rememberLanguage(page, language)
      for (const path of ADMIN_PAGES) {
        await open(page, `/admin/${path}`, language)
        await expectAccessible(page, path)
      }

      await open(page, '/admin/brand/dashboard', language)
      await page.getByRole('main').locator('a[href*="/admin/brand/details?"]').first().click()
      await expect(page).toHaveURL(/\/admin\/brand\/details\?/)
      await settled(page, language)
      await expectAccessible(page, 'a brand')

      await open(page, '/admin/users', language)
      await page.getByRole('button', { name: language === 'en' ? 'Add admin' : 'Tambah pentadbir' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectAccessible(page, 'add-admin dialog')
    })
  })
}
