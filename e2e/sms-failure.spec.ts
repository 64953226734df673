import { expect, type Page, test } from '@playwright/test'
import { startSmsReceiver, type SmsReceiver } from '../api/test-support/sms-receiver.ts'
import { startTestServer, type TestServer } from '../api/test-support/test-server.ts'
import { E2E_WEB_DIST, PASSWORD, uniqueMember } from './fixtures.ts'
import { LANGUAGES, type Language } from '../domain/languages.ts'

// The shared e2e server writes texts to its outbox; this spec needs an SMS gateway that fails, so
// it runs a server of its own (the built app and a real API) whose SMS_WEBHOOK_URL is a local receiver.
let receiver: SmsReceiver
let server: TestServer
let origin: string
test.beforeAll(async () => {
  receiver = await startSmsReceiver()
  server = await startTestServer({ env: { SMS_WEBHOOK_URL: receiver.url, WEB_DIST: E2E_WEB_DIST }, webApp: true, startAt: new Date() })
  origin = new URL(server.api).origin
})
test.afterAll(async () => {
  await server?.close()
  await receiver?.close()
})

const TEXT = {
  en: {
    name: 'Full name', number: 'Mobile number', email: 'Email', password: 'Password', dob: 'Your date of birth', march: 'March', agree: /I agree to the/,
    signup: 'Sign up', notSent: 'We could not send the code. Please try again with “Send a new code”.', resend: 'Send a new code', otpSent: 'OTP sent',
    countdown: /You can ask for a new code in \d+ s/, verify: 'Verify', thanks: 'Thank you for joining!',
  },
  bm: {
    name: 'Nama penuh', number: 'Nombor telefon bimbit', email: 'E-mel', password: 'Kata laluan', dob: 'Tarikh lahir anda', march: 'Mac', agree: /Saya bersetuju dengan/,
    signup: 'Daftar', notSent: 'Kami tidak dapat menghantar kod. Sila cuba lagi dengan “Hantar kod baharu”.', resend: 'Hantar kod baharu', otpSent: 'OTP dihantar',
    countdown: /Anda boleh meminta kod baharu dalam \d+ saat/, verify: 'Sahkan', thanks: 'Terima kasih kerana menyertai kami!',
  },
} as const

async function signUp(page: Page, x: (typeof TEXT)[Language], member: { number: string; email: string }) {
  await page.getByLabel(x.name).fill('Siti Aminah')
  await page.getByLabel(x.number).fill(member.number)
  await page.getByLabel(x.email, { exact: true }).fill(member.email)
  await page.getByLabel(x.password, { exact: true }).fill(PASSWORD)
  const dob = page.getByRole('group', { name: x.dob })
  await dob.getByRole('combobox').nth(0).selectOption('12')
  await dob.getByRole('combobox').nth(1).selectOption({ label: x.march })
  await dob.getByRole('combobox').nth(2).selectOption('1993')
  await page.getByLabel(x.agree).check()
  await page.getByRole('main').getByRole('button', { name: x.signup }).click()
}

for (const language of LANGUAGES) {
  test(`tells the member the code could not be sent, and Resend works once the gateway is back (${language})`, async ({ page }) => {
    const x = TEXT[language]
    const member = uniqueMember()
    receiver.mode = 'fail'
    await page.goto(`${origin}/${language}`)
    await signUp(page, x, member)

    // No "sent" pop-up and no 60-second wait: the member can ask again at once.
    const notSent = page.getByRole('alert').filter({ hasText: x.notSent })
    await expect(notSent).toBeVisible()
    await expect(page.getByRole('dialog', { name: x.otpSent })).toBeHidden()
    const failedResend = page.waitForResponse((r) => r.url().endsWith('/api/user/otp/resend'))
    await page.getByRole('button', { name: x.resend }).click()
    expect((await failedResend).status()).toBe(503)
    await expect(notSent).toBeVisible()
    await expect(page.getByRole('dialog', { name: x.otpSent })).toBeHidden()

    receiver.mode = 'ok'
    await page.getByRole('button', { name: x.resend }).click()
    const sent = page.getByRole('dialog', { name: x.otpSent })
    await expect(sent).toBeVisible()
    await sent.getByRole('button', { name: 'OKAY' }).click()
    await expect(notSent).toBeHidden()
    await expect(page.getByText(x.countdown)).toBeVisible()

    const [sms] = receiver.textsTo(member.number)
    await page.getByRole('textbox', { name: 'OTP' }).fill(/\b(\d{4})\b/.exec(sms!.text)![1]!)
    await page.getByRole('button', { name: x.verify }).click()
    await expect(page).toHaveURL(new RegExp(`/${language}/registration/success`))
    await expect(page.getByRole('heading', { name: x.thanks })).toBeVisible()
  })
}
