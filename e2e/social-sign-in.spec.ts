import { expect, type Page, test } from '@playwright/test'
import { E2E_OIDC, PASSWORD, uniqueMember } from './fixtures.ts'
import { otpSentTo } from './support/outbox.ts'
import { SIGNUP_TEXT } from './support/signup.ts'
import { LANGUAGES } from '../domain/languages.ts'

// The club's e2e server runs with a real local OpenID provider (playwright.config.ts), named "Local ID".
const TEXT = {
  en: {
    continue: `Continue with ${E2E_OIDC.providerName}`, prefilled: /We filled in your details from Local ID/, female: 'female', gender: 'Gender', otpSent: 'OTP sent', verify: 'Verify',
    thanks: 'Thank you for joining!', welcome: 'Welcome, Siti', later: 'Not now', logout: 'Log out', login: 'Log in',
    noEmail: 'Permission denied to acquire email from Local ID.', linkNotice: /already has an account\. Log in with your password to link your Local ID account/, signinName: 'Email or mobile number',
  },
  bm: {
    continue: `Teruskan dengan ${E2E_OIDC.providerName}`, prefilled: /Kami telah mengisi butiran anda daripada Local ID/, female: 'female', gender: 'Jantina', otpSent: 'OTP dihantar', verify: 'Sahkan',
    thanks: 'Terima kasih kerana menyertai kami!', welcome: 'Selamat datang, Siti', later: 'Lain kali', logout: 'Log keluar', login: 'Log masuk',
    noEmail: 'Kebenaran ditolak untuk mendapatkan e-mel daripada Local ID.', linkNotice: /sudah mempunyai akaun\. Log masuk dengan kata laluan anda untuk memautkan akaun Local ID/, signinName: 'E-mel atau nombor telefon bimbit',
  },
} as const

/** At the provider's own sign-in page: who the person is there, and what they share. */
async function signInAtProvider(page: Page, person: { sub: string; email?: string }) {
  await expect(page).toHaveURL(new RegExp(`^${E2E_OIDC.issuer}/interaction/`))
  await page.getByLabel('Subject').fill(person.sub)
  if (person.email) await page.getByLabel('Email').fill(person.email)
  await page.getByLabel('Full name').fill('Siti Aminah')
  await page.getByLabel('Gender').fill('female')
  await page.getByLabel('Birthdate').fill('1993-03-12')
  await page.getByRole('button', { name: 'Sign in to the provider' }).click()
}

for (const language of LANGUAGES) {
  const x = TEXT[language]
  const s = SIGNUP_TEXT[language]

  test(`signs up through the OpenID provider (${language}), verifies the phone by OTP, logs out and signs in through it`, async ({ page }) => {
    const { number, email } = uniqueMember()
    const sub = `e2e-${number}`
    await page.goto(`/${language}`)
    await expect(page.getByLabel(s.name)).toBeVisible()
    await page.getByRole('button', { name: x.continue }).click()
    await signInAtProvider(page, { sub, email })

    // Back on the landing page, the form filled from the provider; the phone and a password are the member's to add.
    await expect(page).toHaveURL(new RegExp(`/${language}#signup$`))
    await expect(page.getByText(x.prefilled)).toBeVisible()
    await expect(page.getByLabel(s.name)).toHaveValue('Siti Aminah')
    await expect(page.getByLabel(s.email, { exact: true })).toHaveValue(email)
    await expect(page.getByLabel(x.gender)).toHaveValue(x.female)
    const dob = page.getByRole('group', { name: s.dob }).getByRole('combobox')
    await expect(dob.nth(0)).toHaveValue('12')
    await expect(dob.nth(2)).toHaveValue('1993')
    await expect(page.getByRole('button', { name: x.continue })).toBeHidden()
    await page.getByLabel(s.number).fill(number)
    await page.getByLabel(s.password, { exact: true }).fill(PASSWORD)
    await page.getByLabel(s.agree).check()
    await page.getByRole('main').getByRole('button', { name: s.signup }).click()

    const sent = page.getByRole('dialog', { name: x.otpSent })
    await expect(sent).toBeVisible()
    await sent.getByRole('button', { name: 'OKAY' }).click()
    await page.getByRole('textbox', { name: 'OTP' }).fill(await otpSentTo(number))
    await page.getByRole('button', { name: x.verify }).click()
    await expect(page.getByRole('heading', { name: x.thanks })).toBeVisible()

    // Verified, the provider signs the member in (its own session remembers them: no second form there).
    await page.goto(`/${language}/signin`)
    await page.getByRole('button', { name: x.continue }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: x.welcome })).toBeVisible()
    await page.getByRole('dialog').getByRole('button', { name: x.later }).click()
    await page.getByRole('button', { name: x.logout }).click()
    await expect(page).toHaveURL(new RegExp(`/${language}$`))

    await page.getByRole('button', { name: x.continue }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: x.welcome })).toBeVisible()
  })
}

test('says when the provider kept the email back, in Malay', async ({ page }) => {
  await page.goto('/bm/signin')
  await page.getByRole('button', { name: TEXT.bm.continue }).click()
  await signInAtProvider(page, { sub: `e2e-noemail-${uniqueMember().number}` })
  await expect(page.getByRole('alert')).toHaveText(TEXT.bm.noEmail)
  await expect(page.getByRole('link', { name: 'Daftar' }).last()).toBeVisible()
})

test('links the provider to an existing account only with its password', async ({ page }) => {
  const x = TEXT.en
  const member = uniqueMember()
  // A member who signed up with a password first.
  await page.goto('/en')
  await page.getByLabel(SIGNUP_TEXT.en.name).fill('Siti Aminah')
  await page.getByLabel(SIGNUP_TEXT.en.number).fill(member.number)
  await page.getByLabel(SIGNUP_TEXT.en.email, { exact: true }).fill(member.email)
  await page.getByLabel(SIGNUP_TEXT.en.password, { exact: true }).fill(PASSWORD)
  const dob = page.getByRole('group', { name: SIGNUP_TEXT.en.dob }).getByRole('combobox')
  await dob.nth(0).selectOption('12')
  await dob.nth(1).selectOption({ label: 'March' })
  await dob.nth(2).selectOption('1993')
  await page.getByLabel(SIGNUP_TEXT.en.agree).check()
  await page.getByRole('main').getByRole('button', { name: SIGNUP_TEXT.en.signup }).click()
  await page.getByRole('dialog', { name: x.otpSent }).getByRole('button', { name: 'OKAY' }).click()
  await page.getByRole('textbox', { name: 'OTP' }).fill(await otpSentTo(member.number))
  await page.getByRole('button', { name: x.verify }).click()
  await expect(page.getByRole('heading', { name: x.thanks })).toBeVisible()

  await page.goto('/en/signin')
  await page.getByRole('button', { name: x.continue }).click()
  await signInAtProvider(page, { sub: `e2e-link-${member.number}`, email: member.email })
  await expect(page).toHaveURL(/\/en\/signin$/)
  await expect(page.getByText(x.linkNotice)).toBeVisible()
  await expect(page.getByLabel(x.signinName)).toHaveValue(member.email)
  await page.getByLabel(SIGNUP_TEXT.en.password, { exact: true }).fill(PASSWORD)
  await page.getByRole('main').getByRole('button', { name: x.login }).click()
  await expect(page.getByRole('heading', { name: x.welcome })).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: x.later }).click()
  await page.getByRole('button', { name: x.logout }).click()

  // Linked: the provider now signs them in.
  await page.getByRole('button', { name: x.continue }).click()
  await expect(page.getByRole('heading', { name: x.welcome })).toBeVisible()
})
