import { expect, type Page, test } from '@playwright/test'
import { E2E_PORT, PASSWORD, uniqueMember } from './fixtures.ts'
import { createMember, signIn } from './support/members.ts'
import { emailedLink, otpSentTo } from './support/outbox.ts'
import { SIGNUP_TEXT } from './support/signup.ts'
import { LANGUAGES, type Language } from '../domain/languages.ts'
import { chooseLanguage } from './support/language.ts'

// Issue 13, item 10 (the identity parts): specific messages for an empty name or date of birth,
// WP for the federal territories, a one-line "Log in" on a phone, a digits-only OTP field that
// says the tries left, and emailed links that point where the member came from.
const TEXT = {
  en: {
    nameRequired: 'Please enter your name.', dobRequired: 'Please choose your date of birth: day, month and year.', wantSample: 'Yes, send me a free diaper sample',
    state: 'State', city: 'City', login: 'Log in', otpTitle: 'Enter your OTP', verify: 'Verify', triesLeft: 'The OTP is incorrect. 4 tries left.',
    verified: 'Your email is verified', editName: 'Full name', save: 'Save', error: 'Error',
  },
  bm: {
    nameRequired: 'Sila masukkan nama anda.', dobRequired: 'Sila pilih tarikh lahir anda: hari, bulan dan tahun.', wantSample: 'Ya, hantarkan sampel lampin percuma kepada saya',
    state: 'Negeri', city: 'Bandar', login: 'Log masuk', otpTitle: 'Masukkan OTP anda', verify: 'Sahkan', triesLeft: 'OTP tidak betul. Tinggal 4 cubaan lagi.',
    verified: 'E-mel anda telah disahkan', editName: 'Nama penuh', save: 'Simpan', error: 'Ralat',
  },
} as const

/** A signup made through the API from this page's browser: it holds the device cookie, as if it had used the form. */
async function signUpOnThisDevice(page: Page, language: Language, origin = '') {
  const { number, email } = uniqueMember()
  const uniqueToken = `det${number}`.padEnd(16, 'x').slice(0, 16)
  const res = await page.request.post(`${origin}/api/user/signup`, {
    data: { name: 'Mei Ling', number, email, password: PASSWORD, dob: '1991-01-01', uniqueToken, acceptTerms: true, language },
  })
  expect(res.ok()).toBe(true)
  return { number, email }
}

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`signup names an empty name and date of birth, and writes the federal territories WP (${language})`, async ({ page }) => {
    await page.goto(`/${language}`)
    await page.getByRole('main').getByRole('button', { name: SIGNUP_TEXT[language].signup }).click()
    await expect(page.getByLabel(SIGNUP_TEXT[language].name)).toHaveAccessibleDescription(x.nameRequired)
    await expect(page.getByRole('group', { name: SIGNUP_TEXT[language].dob })).toHaveAccessibleDescription(x.dobRequired)

    await page.getByLabel(x.wantSample).check()
    const state = page.getByLabel(x.state)
    await expect(state.getByRole('option', { name: 'WP Kuala Lumpur', exact: true })).toHaveCount(1)
    await expect(state.getByRole('option', { name: /^Wp / })).toHaveCount(0)
    // Its one city is chosen with it: the form and the area data agree on the name.
    await state.selectOption('WP Putrajaya')
    await expect(page.getByLabel(x.city)).toHaveValue('Putrajaya')
  })

  test(`the profile names an empty name (${language})`, async ({ page, request }) => {
    const member = await createMember(request)
    await signIn(page, member)
    await chooseLanguage(page, language)
    await page.goto('/editprofile')
    await page.getByLabel(x.editName).fill('  ')
    await page.getByRole('button', { name: x.save }).click()
    await expect(page.getByRole('dialog', { name: x.error })).toContainText(x.nameRequired)
  })

  test(`the header's log-in button stays on one line on a 412 px phone (${language})`, async ({ page }) => {
    await page.goto(`/${language}/signin`)
    expect(page.viewportSize()?.width).toBe(412)
    const login = page.getByRole('banner').getByRole('link', { name: x.login })
    await expect(login).toBeVisible()
    const lineBoxes = await login.evaluate((el) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
    })
    expect(lineBoxes).toBe(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412)
  })

  test(`the OTP field takes digits only and a wrong code says the tries left (${language})`, async ({ page }) => {
    const { number } = await signUpOnThisDevice(page, language)
    await page.goto(`/${language}`)
    await expect(page.getByRole('heading', { name: x.otpTitle })).toBeVisible()
    const otp = page.getByRole('textbox', { name: 'OTP' })
    await expect(otp).toHaveAttribute('inputmode', 'numeric')
    await otp.pressSequentially('a1b-2c3')
    await expect(otp).toHaveValue('123')

    const right = await otpSentTo(number)
    await otp.fill(right === '0000' ? '1111' : '0000')
    await page.getByRole('button', { name: x.verify }).click()
    await expect(otp).toHaveAccessibleDescription(x.triesLeft)
  })

  test(`an emailed link points at the address the member signed up at (${language})`, async ({ page }) => {
    // Not localhost, which the server used to write whatever the member's address.
    const origin = `http://127.0.0.1:${E2E_PORT}`
    await page.goto(`${origin}/${language}`)
    const { email } = await signUpOnThisDevice(page, language, origin)
    const link = await emailedLink(email, '/registration/confirm-and-verify')
    expect(link.origin).toBe(origin)
    await page.goto(link.href)
    await expect(page.getByRole('heading', { name: x.verified })).toBeVisible()
  })
}
