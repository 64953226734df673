import { expect, test } from '@playwright/test'
import { createMember } from '../api/test-support/members.ts'
import { partnerHeaders, type PartnerServer, startPartnerServer } from '../api/test-support/partner-server.ts'
import { hashPassword } from '../api/services/passwords.ts'
import { startTestServer, type TestServer } from '../api/test-support/test-server.ts'
import { ERRORS } from '../domain/errors.ts'
import { ERRORS_BM } from '../domain/errors-bm.ts'
import { LANGUAGES } from '../domain/languages.ts'
import { E2E_WEB_DIST, uniqueMember } from './fixtures.ts'

// The shared e2e server has no partner mall; this spec runs a server of its own (the built app and
// a real API) pointed at a local partner server, as sms-failure.spec.ts does for its gateway.
let partner: PartnerServer
let server: TestServer
let origin: string
test.beforeAll(async () => {
  partner = await startPartnerServer()
  server = await startTestServer({ env: { ...partner.env, WEB_DIST: E2E_WEB_DIST }, webApp: true, startAt: new Date() })
  origin = new URL(server.api).origin
})
test.afterAll(async () => {
  await server?.close()
  await partner?.close()
})

const PARTNER_PASSWORD = 'mall-password-1'
const TEXT = {
  en: { emailOrNumber: 'Email or mobile number', password: 'Password', logIn: 'Log in', error: 'Error', sso: 'One account for both', reset: 'Reset password', sent: 'Check your email or phone', errors: ERRORS },
  bm: { emailOrNumber: 'E-mel atau nombor telefon bimbit', password: 'Kata laluan', logIn: 'Log masuk', error: 'Ralat', sso: 'Satu akaun untuk kedua-duanya', reset: 'Tetapkan semula kata laluan', sent: 'Semak e-mel atau telefon anda', errors: ERRORS_BM },
} as const

for (const language of LANGUAGES) {
  const x = TEXT[language]

  test(`a partner mall member provisioned by the partner signs in with the partner password; its texts (${language})`, async ({ page }) => {
    const { number, email } = uniqueMember()
    const member = { id: `P-${number}`, name: 'Nur Aisyah', email, phone: number }
    // The partner makes the club account (a signed request), as its own signup would.
    const res = await fetch(`${server.api}/partner/members`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...partnerHeaders(member, new Date()) },
      body: JSON.stringify(member),
    })
    expect(res.status).toBe(200)
    partner.addMember(member, PARTNER_PASSWORD)
    // Past the profile wizard, so the dashboard's pop-ups show.
    await server.deps.db.updateTable('members').set({ forceUpdated: 1 }).where('email', '=', email).execute()

    await page.goto(`${origin}/${language}/signin`)
    const logIn = async (password: string) => {
      await page.getByLabel(x.emailOrNumber).fill(email)
      await page.getByLabel(x.password, { exact: true }).fill(password)
      await page.getByRole('main').getByRole('button', { name: x.logIn }).click()
    }
    const errorModal = page.getByRole('dialog', { name: x.error })

    await logIn('not-the-password')
    await expect(errorModal).toContainText(x.errors.partnerWrongPassword)
    await errorModal.getByRole('button', { name: 'OKAY' }).click()

    partner.mode = 'fail'
    await logIn(PARTNER_PASSWORD)
    await expect(errorModal).toContainText(x.errors.partnerUnavailable)
    await errorModal.getByRole('button', { name: 'OKAY' }).click()
    partner.mode = 'ok'

    await logIn(PARTNER_PASSWORD)
    await expect(page).toHaveURL(/\/dashboard/)
    const sso = page.getByRole('dialog', { name: x.sso })
    await expect(sso).toBeVisible()
    await sso.getByRole('button', { name: 'OKAY' }).click()
    await expect(sso).toBeHidden()
  })

  test(`an email neither side knows, and a right but weak club password offered the reset (${language})`, async ({ page }) => {
    await page.goto(`${origin}/${language}/signin`)
    const errorModal = page.getByRole('dialog', { name: x.error })
    await page.getByLabel(x.emailOrNumber).fill(uniqueMember().email)
    await page.getByLabel(x.password, { exact: true }).fill(PARTNER_PASSWORD)
    await page.getByRole('main').getByRole('button', { name: x.logIn }).click()
    await expect(errorModal).toContainText(x.errors.userNotRegistered)
    await errorModal.getByRole('button', { name: 'OKAY' }).click()

    // An account whose password was set before the strong rules.
    const club = await createMember(server, uniqueMember())
    await server.deps.db.updateTable('members').set({ passwordHash: await hashPassword('weakpass') }).where('email', '=', club.email).execute()
    await page.getByLabel(x.emailOrNumber).fill(club.email)
    await page.getByLabel(x.password, { exact: true }).fill('weakpass')
    await page.getByRole('main').getByRole('button', { name: x.logIn }).click()
    const weak = page.getByRole('dialog', { name: x.error })
    await expect(weak).toContainText(x.errors.passwordNotStrong)
    await weak.getByRole('button', { name: x.reset }).click()
    await expect(page.getByRole('dialog', { name: x.sent })).toBeVisible()
  })
}
