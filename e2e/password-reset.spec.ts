import { expect, test } from '@playwright/test'
import { createMember, proveEmail } from './support/members.ts'
import { linkSentTo } from './support/outbox.ts'
import { LANGUAGES } from '../domain/languages.ts'

// Issue 13, item 6: a reset ends on a sign-in page that says the password changed, and a used or
// stale link says so as the page opens, before anything is typed.
const TEXT = {
  en: {
    home: 'Join Lembut Baby Club', title: 'Choose a new password', password: 'New password', confirmation: 'Confirm new password', save: 'Save password',
    changed: 'Your password has been changed. Please log in with your new password.', signinName: 'Email or mobile number', signinPassword: 'Password', login: 'Log in',
    welcome: 'Welcome, Nur', expiredTitle: 'This link can no longer be used', expired: 'Link expired, please proceed to forgot password and request for a new link.',
    askAgain: 'Ask for a new link', forgotTitle: 'Forgot password', later: 'Not now', logout: 'Log out',
  },
  bm: {
    home: 'Sertai Lembut Baby Club', title: 'Pilih kata laluan baharu', password: 'Kata laluan baharu', confirmation: 'Sahkan kata laluan baharu', save: 'Simpan kata laluan',
    changed: 'Kata laluan anda telah ditukar. Sila log masuk dengan kata laluan baharu anda.', signinName: 'E-mel atau nombor telefon bimbit', signinPassword: 'Kata laluan', login: 'Log masuk',
    welcome: 'Selamat datang, Nur', expiredTitle: 'Pautan ini tidak boleh digunakan lagi', expired: 'Pautan telah tamat tempoh, sila ke lupa kata laluan dan minta pautan baharu.',
    askAgain: 'Minta pautan baharu', forgotTitle: 'Lupa kata laluan', later: 'Lain kali', logout: 'Log keluar',
  },
} as const

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`after a reset the sign-in page says so, and the used link says it is spent before anything is typed (${language})`, async ({ page, request }) => {
    const member = await createMember(request)
    await proveEmail(request, member)
    await request.post('/api/user/password/forgot', { data: { email: member.email, language } })
    const link = await linkSentTo(member.email, '/password/reset')
    // The reset page has no language in its address: it reads the one the member chose last.
    await page.goto(`/${language}`)
    await expect(page.getByRole('heading', { level: 1, name: x.home })).toBeVisible()

    await page.goto(link)
    await expect(page.getByRole('heading', { name: x.title })).toBeVisible()
    await page.getByLabel(x.password, { exact: true }).fill('Fresh2026!x')
    await page.getByLabel(x.confirmation).fill('Fresh2026!x')
    await page.getByRole('button', { name: x.save }).click()

    await expect(page).toHaveURL(new RegExp(`/${language}/signin\\?passwordChanged=true$`))
    await expect(page.getByRole('status').filter({ hasText: x.changed })).toBeVisible()
    await page.getByLabel(x.signinName).fill(member.email)
    await page.getByLabel(x.signinPassword, { exact: true }).fill('Fresh2026!x')
    await page.getByRole('main').getByRole('button', { name: x.login }).click()
    await expect(page.getByRole('heading', { name: x.welcome })).toBeVisible()

    await page.getByRole('dialog').getByRole('button', { name: x.later }).click()
    await page.getByRole('button', { name: x.logout }).click()
    await expect(page).toHaveURL(new RegExp(`/${language}$`))
    await page.goto(link)
    await expect(page.getByRole('heading', { name: x.expiredTitle })).toBeVisible()
    await expect(page.getByText(x.expired)).toBeVisible()
    await expect(page.getByLabel(x.password, { exact: true })).toHaveCount(0)
    await page.getByRole('link', { name: x.askAgain }).click()
    await expect(page.getByRole('heading', { name: x.forgotTitle })).toBeVisible()
  })
}
