import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { PASSWORD, uniqueMember } from '../fixtures.ts'
import { withClubDatabase } from './club-database.ts'
import { linkSentTo, otpSentTo } from './outbox.ts'
import { businessDayOfMonth } from '../../domain/business-time.ts'
import { SIGNUP_TOKEN_LENGTH } from '../../domain/identity-rules.ts'

/** A verified member made through the API, for tests about what comes after signup; `signup` overrides its signup fields. */
export async function createMember(request: APIRequestContext, name = 'Nur Aisyah', signup: Record<string, unknown> = {}) {
  const { number, email } = uniqueMember()
  const uniqueToken = `e2e${number}`.padEnd(SIGNUP_TOKEN_LENGTH, 'x').slice(0, SIGNUP_TOKEN_LENGTH)
  const signedUp = await request.post('/api/user/signup', {
    data: { name, number, email, password: PASSWORD, dob: '1990-05-05', pregnancyStage: 'trying', uniqueToken, acceptTerms: true, ...signup },
  })
  if (!signedUp.ok()) throw new Error(`signup failed: ${await signedUp.text()}`)
  const { uuid } = (await signedUp.json()) as { uuid: string }
  const verify = await request.post('/api/user/verify', { data: { otp: await otpSentTo(number), number, id: uuid, uniqueToken } })
  if (!verify.ok()) throw new Error(`verify failed: ${await verify.text()}`)
  return { name, number, email, password: PASSWORD, uuid }
}

/** Opens the verification link emailed at signup through the API: it proves the email (the OTP proves only the phone). */
export async function proveEmail(request: APIRequestContext, member: { email: string }) {
  const link = new URL(await linkSentTo(member.email, '/registration/confirm-and-verify'), 'http://club.test')
  const data = { id: link.searchParams.get('user'), datems: Number(link.searchParams.get('datems')), sig: link.searchParams.get('sig') }
  const verify = await request.post('/api/user/verify', { data })
  if (!verify.ok()) throw new Error(`verification link failed: ${await verify.text()}`)
}

/**
 * Dates the texts sent to a number a few minutes back, as if the member had signed up earlier: a
 * number is texted at most once a minute, and a test cannot wait for the clock.
 */
export function ageTextsTo(number: string) {
  withClubDatabase((db) => db.prepare('update otp_sends set created_at = ? where number = ?').run(new Date(Date.now() - 5 * 60_000).toISOString(), number))
}

/** A member's bearer token, from signing in through the API. */
export async function memberToken(request: APIRequestContext, member: { email: string; password: string }): Promise<string> {
  const res = await request.post('/api/user/signin', { data: { email: member.email, password: member.password } })
  if (!res.ok()) throw new Error(`sign-in failed: ${await res.text()}`)
  return ((await res.json()) as { token: string }).token
}

/** 2 on the club's double-point days (Malaysian date), else 1: what today's codes are multiplied by. */
export async function doublePointMultiplier(request: APIRequestContext): Promise<number> {
  const { doublePointDays } = (await (await request.get('/api/pointchart')).json()) as { doublePointDays: number[] }
  return doublePointDays.includes(businessDayOfMonth(new Date())) ? 2 : 1
}

/**
 * Signs in through the English sign-in page and waits for the dashboard. A member who has not
 * completed the profile is asked to by the wizard there: `wizard: 'later'` (the default) puts it
 * away as a member would, `'keep'` leaves it open, `'none'` is for a member who completed it.
 */
export async function signIn(page: Page, member: { email: string; password: string }, { wizard = 'later' }: { wizard?: 'later' | 'keep' | 'none' } = {}) {
  await page.goto('/en/signin')
  await page.getByLabel('Email or mobile number').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  if (wizard === 'none') return
  const dialog = page.getByRole('dialog', { name: 'Complete your profile' })
  await expect(dialog).toBeVisible()
  if (wizard === 'later') {
    await dialog.getByRole('button', { name: 'Not now' }).click()
    await expect(dialog).toBeHidden()
  }
}

/**
 * Completes the member's profile through the API, as the wizard does (+200 points): no wizard pops up
 * after. The address is 12 Jalan Kenanga unless `address` says otherwise (a household of its own,
 * for tests of household limits).
 */
export async function completeProfile(request: APIRequestContext, member: { email: string; password: string; name: string }, address: { line1?: string } = {}) {
  const token = await memberToken(request, member)
  const home = { line1: '12 Jalan Kenanga', line2: '', line3: '', city: 'Shah Alam', state: 'Selangor', postcode: '40000', country: 'Malaysia', label: 'Home', ...address }
  const res = await request.post('/api/user/details/force/edit', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: member.name, race: 'malay', nationality: 'malaysian', pregnancyStage: 'trying', edb: null, address: home },
  })
  if (!res.ok()) throw new Error(`profile completion failed: ${await res.text()}`)
}

/** Sets a member's flag straight in the e2e database, for states the API reaches only through other systems (single sign-on). */
export function setMemberFlag(email: string, flag: 'sso_popup' | 'allow_refer', value: 0 | 1) {
  withClubDatabase((db) => db.prepare(`update members set ${flag} = ? where email = ?`).run(value, email))
}
