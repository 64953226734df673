import { expect, test } from '@playwright/test'
import { PASSWORD, uniqueMember } from './fixtures.ts'
import { ageTextsTo } from './support/members.ts'
import { otpSentTo } from './support/outbox.ts'
import { expectSignupForm, signUpThroughForm } from './support/signup.ts'
import { LANGUAGES } from '../domain/languages.ts'

// Issue 13, item 1: a member who reloads, closes the tab or signs in during the OTP step lands
// back on it, with Resend, instead of a dead end.
const TEXT = {
  en: {
    otpTitle: 'Enter your OTP', otpSent: 'OTP sent', waiting: /Your signup is waiting for the 4-digit code we texted to \+6/, resend: 'Send a new code',
    countdown: /You can ask for a new code in \d+ s/, verify: 'Verify', thanks: 'Thank you for joining!', login: 'Log in', signinName: 'Email or mobile number', password: 'Password',
    welcome: 'Welcome, Mei', startAgain: 'Not you? Sign up with other details',
  },
  bm: {
    otpTitle: 'Masukkan OTP anda', otpSent: 'OTP dihantar', waiting: /Pendaftaran anda sedang menunggu kod 4 digit yang kami hantar melalui SMS ke \+6/, resend: 'Hantar kod baharu',
    countdown: /Anda boleh meminta kod baharu dalam \d+ saat/, verify: 'Sahkan', thanks: 'Terima kasih kerana menyertai kami!', login: 'Log masuk', signinName: 'E-mel atau nombor telefon bimbit', password: 'Kata laluan',
    welcome: 'Selamat datang, Mei', startAgain: 'Bukan anda? Daftar dengan butiran lain',
  },
} as const

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`a reload at the OTP step comes back to it, with its countdown and then Resend (${language})`, async ({ page }) => {
    const member = uniqueMember()
    await page.goto(`/${language}`)
    await signUpThroughForm(page, language, member)
    await page.getByRole('dialog', { name: x.otpSent }).getByRole('button', { name: 'OKAY' }).click()

    await page.reload()
    await expect(page.getByRole('heading', { name: x.otpTitle })).toBeVisible()
    await expect(page.getByText(x.waiting)).toContainText(member.number)
    await expect(page.getByText(x.countdown)).toBeVisible()

    // A minute on (the test dates the text back), Resend texts a new code, which verifies.
    ageTextsTo(member.number)
    const first = await otpSentTo(member.number)
    await page.reload()
    await page.getByRole('button', { name: x.resend }).click()
    await page.getByRole('dialog', { name: x.otpSent }).getByRole('button', { name: 'OKAY' }).click()
    await expect(page.getByText(x.countdown)).toBeVisible()
    await expect.poll(() => otpSentTo(member.number)).not.toBe(first)
    await page.getByRole('textbox', { name: 'OTP' }).fill(await otpSentTo(member.number))
    await page.getByRole('button', { name: x.verify }).click()
    await expect(page.getByRole('heading', { name: x.thanks })).toBeVisible()

    // Verified, the device has no signup waiting any more.
    await page.goto(`/${language}/signin`)
    await page.goto(`/${language}`)
    await expectSignupForm(page, language)
  })

  test(`signing in on another device with the password of a signup awaiting its OTP goes to the OTP step, then in (${language})`, async ({ page, request }) => {
    const { number, email } = uniqueMember()
    // Signed up elsewhere (the API request has its own device cookie).
    const uniqueToken = `dev${number}`.padEnd(16, 'x').slice(0, 16)
    const signedUp = await request.post('/api/user/signup', {
      data: { name: 'Mei Ling', number, email, password: PASSWORD, dob: '1991-01-01', uniqueToken, acceptTerms: true, language },
    })
    expect(signedUp.ok()).toBe(true)

    // This device made no signup: its landing page shows the form, never someone's pending signup.
    await page.goto(`/${language}`)
    await expectSignupForm(page, language)
    await expect(page.getByRole('heading', { name: x.otpTitle })).toBeHidden()

    await page.goto(`/${language}/signin`)
    await page.getByLabel(x.signinName).fill(email)
    await page.getByLabel(x.password, { exact: true }).fill(PASSWORD)
    await page.getByRole('main').getByRole('button', { name: x.login }).click()
    await expect(page.getByRole('heading', { name: x.otpTitle })).toBeVisible()
    await expect(page.getByText(x.waiting)).toContainText(number)
    await page.getByRole('textbox', { name: 'OTP' }).fill(await otpSentTo(number))
    await page.getByRole('button', { name: x.verify }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: x.welcome })).toBeVisible()
  })
}

test('someone else on the same device can leave a pending signup and sign up afresh', async ({ page }) => {
  const x = TEXT.en
  const member = uniqueMember()
  await page.goto('/en')
  await signUpThroughForm(page, 'en', member)
  await page.getByRole('dialog', { name: x.otpSent }).getByRole('button', { name: 'OKAY' }).click()
  await page.reload()
  await page.getByRole('button', { name: x.startAgain }).click()
  await expectSignupForm(page, 'en')
})
