import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { withClubDatabase } from './support/club-database.ts'
import { createMember, proveEmail } from './support/members.ts'
import { linkSentTo, otpSentTo } from './support/outbox.ts'
import type { Language } from '../domain/languages.ts'

/**
 * Locks a member out with five wrong passwords, as a stranger who knows the email could. Their
 * signup OTP is moved an hour back first, so the per-number wait does not hold up the unlock code.
 */
async function lockOut(request: APIRequestContext, member: { email: string; number: string }) {
  withClubDatabase((db) => db.prepare('update otp_sends set created_at = ? where number = ?').run(new Date(Date.now() - 3_600_000).toISOString(), member.number))
  const statuses = []
  for (let i = 0; i < 5; i++) statuses.push((await request.post('/api/user/signin', { data: { email: member.email, password: 'Wrong-pass1!' } })).status())
  expect(statuses).toEqual([401, 401, 401, 401, 423])
}

async function submitSignIn(page: Page, language: Language, member: { email: string; password: string }) {
  const x = language === 'en' ? { email: 'Email or mobile number', password: 'Password', login: 'Log in' } : { email: 'E-mel atau nombor telefon bimbit', password: 'Kata laluan', login: 'Log masuk' }
  await page.getByLabel(x.email, { exact: true }).fill(member.email)
  await page.getByLabel(x.password, { exact: true }).fill(member.password)
  await page.getByRole('main').getByRole('button', { name: x.login }).click()
}

test('a locked member unlocks with a code texted to the phone, then signs in', async ({ page, request }) => {
  const member = await createMember(request)
  await lockOut(request, member)
  await page.goto('/en/signin')
  await submitSignIn(page, 'en', member)

  const dialog = page.getByRole('dialog', { name: 'Your account is locked' })
  await expect(dialog).toContainText('Please try again after 30 minutes.')
  await dialog.getByRole('button', { name: 'Text me a code to unlock' }).click()
  await expect(dialog).toContainText('We have texted a 4-digit code to the mobile number of this account.')
  await dialog.getByRole('textbox', { name: 'OTP' }).fill(await otpSentTo(member.number, /unlock/))
  await dialog.getByRole('button', { name: 'Unlock' }).click()

  const unlocked = page.getByRole('dialog', { name: 'Account unlocked' })
  await expect(unlocked).toContainText('Your account is unlocked. Please log in.')
  await unlocked.getByRole('button', { name: 'OKAY' }).click()
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('a locked member gets a reset link by email from the lock message, in Malay, and a new password lets them in', async ({ page, request }) => {
  const member = await createMember(request)
  // Only a proven email is sent a reset link (an unproven one gets a code by SMS).
  await proveEmail(request, member)
  await lockOut(request, member)
  await page.goto('/bm/signin')
  await submitSignIn(page, 'bm', member)

  const dialog = page.getByRole('dialog', { name: 'Akaun anda dikunci' })
  await expect(dialog).toContainText('Sila cuba lagi selepas 30 minit.')
  await dialog.getByRole('button', { name: 'E-melkan pautan untuk menetapkan semula kata laluan' }).click()
  const emailed = page.getByRole('dialog', { name: 'Pilih kata laluan baharu' })
  await expect(emailed).toContainText('kata laluan baharu juga akan membuka kunci akaun anda')
  await emailed.getByRole('button', { name: 'OKAY' }).click()

  await page.goto(await linkSentTo(member.email, '/password/reset'))
  await page.getByLabel('Kata laluan baharu', { exact: true }).fill('Fresh2026!x')
  await page.getByLabel('Sahkan kata laluan baharu').fill('Fresh2026!x')
  await page.getByRole('button', { name: 'Simpan kata laluan' }).click()
  await expect(page).toHaveURL(/\/bm\/signin\?passwordChanged=true$/)
  await expect(page.getByRole('status').filter({ hasText: 'Kata laluan anda telah ditukar.' })).toBeVisible()
  await submitSignIn(page, 'bm', { email: member.email, password: 'Fresh2026!x' })
  await expect(page).toHaveURL(/\/dashboard$/)
})
