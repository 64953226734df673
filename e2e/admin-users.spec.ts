import { expect, test, type Page } from '@playwright/test'
import { ERRORS } from '../domain/errors.ts'
import { ERRORS_BM } from '../domain/errors-bm.ts'
import { LANGUAGES } from '../domain/languages.ts'
import { signInAsAdmin } from './support/admins.ts'
import { createMember } from './support/members.ts'
import { chooseLanguage } from './support/language.ts'

const TEXT = {
  en: {
    errors: ERRORS,
    navLabel: 'Back office',
    nav: 'Admin users',
    accounts: 'Accounts',
    add: 'Add admin',
    addTitle: 'Add an admin',
    username: 'Username',
    password: 'Password',
    create: 'Create',
    error: 'Error',
    okay: 'OKAY',
    roleOf: (username: string) => `Role of ${username}`,
    resetNamed: (username: string) => `Set password for ${username}`,
    resetTitle: (username: string) => `New password for ${username}`,
    savePassword: 'Save password',
    disableNamed: (username: string) => `Disable ${username}`,
    enableNamed: (username: string) => `Enable ${username}`,
    enabled: 'Enabled',
    disabledSince: 'Disabled since',
    logIn: 'Log in',
    search: 'Email or phone',
    filter: 'Filter',
    edit: 'Edit',
    name: 'Name',
    save: 'Save',
  },
  bm: {
    errors: ERRORS_BM,
    navLabel: 'Pejabat belakang',
    nav: 'Pengguna pentadbir',
    accounts: 'Akaun',
    add: 'Tambah pentadbir',
    addTitle: 'Tambah pentadbir',
    username: 'Nama pengguna',
    password: 'Kata laluan',
    create: 'Cipta',
    error: 'Ralat',
    okay: 'OKAY',
    roleOf: (username: string) => `Peranan ${username}`,
    resetNamed: (username: string) => `Tetapkan kata laluan ${username}`,
    resetTitle: (username: string) => `Kata laluan baharu untuk ${username}`,
    savePassword: 'Simpan kata laluan',
    disableNamed: (username: string) => `Nyahdayakan ${username}`,
    enableNamed: (username: string) => `Dayakan ${username}`,
    enabled: 'Aktif',
    disabledSince: 'Dinyahdayakan sejak',
    logIn: 'Log masuk',
    search: 'E-mel atau telefon',
    filter: 'Tapis',
    edit: 'Sunting',
    name: 'Nama',
    save: 'Simpan',
  },
} as const
type Texts = (typeof TEXT)[keyof typeof TEXT]

const ACCOUNT = /\/admin\/account$/
const LOGIN = /\/admin\/login$/

/** Fills the login form of the page's language and sends it. */
async function logIn(page: Page, x: Texts, username: string, password: string) {
  await page.goto('/admin/login')
  await page.getByLabel(x.username).fill(username)
  await page.getByLabel(x.password).fill(password)
  await page.getByRole('button', { name: x.logIn }).click()
}

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`a dev admin creates a superadmin, who reaches only the accounts; a new password and disabling end its session at once (${language})`, async ({ page, browser, request }) => {
    // Two browsers, seven sign-ins and a signup by OTP: longer than one screen's test.
    test.slow()
    const username = `super.${language}.${Date.now() % 1_000_000}`
    const [firstPassword, newPassword] = ['SuperPass2026!x', 'NewSuper2026?ab']

    // The dev admin adds the superadmin: a weak password is refused with the rule, a strong one is taken.
    await signInAsAdmin(page, language)
    await page.getByRole('navigation', { name: x.navLabel }).getByRole('link', { name: x.nav }).click()
    await page.getByRole('button', { name: x.add }).click()
    const add = page.getByRole('dialog', { name: x.addTitle })
    await add.getByLabel(x.username).fill(username)
    await add.getByLabel(x.password).fill('weakpass')
    await add.getByRole('button', { name: x.create }).click()
    const error = page.getByRole('dialog', { name: x.error })
    await expect(error).toContainText(x.errors.adminPasswordWeak)
    await error.getByRole('button', { name: x.okay }).click()
    await add.getByLabel(x.password).fill(firstPassword)
    await add.getByRole('button', { name: x.create }).click()
    await expect(add).toBeHidden()
    const row = page.getByRole('row').filter({ hasText: username })
    await expect(row.getByRole('combobox', { name: x.roleOf(username) })).toHaveValue('superadmin')
    await expect(row).toContainText(x.enabled)

    // The superadmin, in a browser of its own, sees only the Accounts link and is sent back to the accounts from anywhere else.
    const desk = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const superadmin = await desk.newPage()
    await superadmin.goto('/admin/login')
    await chooseLanguage(superadmin, language)
    await logIn(superadmin, x, username, firstPassword)
    await expect(superadmin).toHaveURL(ACCOUNT)
    const menu = superadmin.getByRole('navigation', { name: x.navLabel })
    await expect(menu.getByRole('link')).toHaveCount(1)
    await expect(menu.getByRole('link', { name: x.accounts })).toBeVisible()
    for (const elsewhere of ['/admin/brand/dashboard', '/admin/users', '/admin/scan']) {
      await superadmin.goto(elsewhere)
      await expect(superadmin).toHaveURL(ACCOUNT)
    }

    // It searches the accounts and edits one.
    const member = await createMember(request, `Akaun Super ${language}`)
    const search = superadmin.getByLabel(x.search)
    const filter = superadmin.getByRole('button', { name: x.filter, exact: true })
    await search.fill(member.email.toUpperCase())
    await filter.click()
    await superadmin.getByRole('row').filter({ hasText: member.email }).getByRole('link', { name: new RegExp(x.edit) }).click()
    const newName = `Akaun Diubah ${language === 'en' ? 'Satu' : 'Dua'}`
    await superadmin.getByLabel(x.name, { exact: true }).fill(newName)
    await superadmin.getByRole('button', { name: x.save }).click()
    await expect(superadmin).toHaveURL(ACCOUNT)
    await search.fill(member.email)
    await filter.click()
    await expect(superadmin.getByRole('row').filter({ hasText: member.email })).toContainText(newName)

    // The dev admin gives it a new password: its open session ends (its next search goes to the login) and the old password no longer signs in.
    await row.getByRole('button', { name: x.resetNamed(username) }).click()
    const reset = page.getByRole('dialog', { name: x.resetTitle(username) })
    await reset.getByLabel(x.password).fill(newPassword)
    await reset.getByRole('button', { name: x.savePassword }).click()
    await expect(reset).toBeHidden()
    await filter.click()
    await expect(superadmin).toHaveURL(LOGIN)
    await logIn(superadmin, x, username, firstPassword)
    await expect(superadmin.getByRole('alert')).toContainText(x.errors.adminLoginFailed)
    await logIn(superadmin, x, username, newPassword)
    await expect(superadmin).toHaveURL(ACCOUNT)
    // Its first page of accounts has come: one still on its way would meet the disabling below and
    // end the session before the action this test makes next.
    await expect(superadmin.getByRole('table')).toBeVisible()

    // Disabled: the session it holds is refused at its next action, and signing in says it is disabled.
    await row.getByRole('button', { name: x.disableNamed(username) }).click()
    await expect(row).toContainText(x.disabledSince)
    await superadmin.getByRole('button', { name: x.filter, exact: true }).click()
    await expect(superadmin).toHaveURL(LOGIN)
    await logIn(superadmin, x, username, newPassword)
    await expect(superadmin.getByRole('alert')).toContainText(x.errors.adminDisabled)

    // Enabled again, it signs in to the accounts.
    await row.getByRole('button', { name: x.enableNamed(username) }).click()
    await expect(row).toContainText(x.enabled)
    await logIn(superadmin, x, username, newPassword)
    await expect(superadmin).toHaveURL(ACCOUNT)
    await desk.close()
  })
}
