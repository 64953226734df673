import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { PASSWORD, uniqueMember } from '../fixtures.ts'
import { otpSentTo } from './outbox.ts'

/** A verified member made through the API, for tests about what comes after signup. */
export async function createMember(request: APIRequestContext, name = 'Nur Aisyah') {
  const { number, email } = uniqueMember()
  const uniqueToken = `e2e${number}`.padEnd(16, 'x').slice(0, 16)
  const signup = await request.post('/api/user/signup', {
    data: { name, number, email, password: PASSWORD, dob: '1990-05-05', pregnancyStage: 'trying', uniqueToken, acceptTerms: true },
  })
  if (!signup.ok()) throw new Error(`signup failed: ${await signup.text()}`)
  const { uuid } = (await signup.json()) as { uuid: string }
  const verify = await request.post('/api/user/verify', { data: { otp: await otpSentTo(number), number, id: uuid, uniqueToken } })
  if (!verify.ok()) throw new Error(`verify failed: ${await verify.text()}`)
  return { name, number, email, password: PASSWORD, uuid }
}

/** 2 on the club's double-point days (Malaysian date), else 1: what today's codes are multiplied by. */
export async function doublePointMultiplier(request: APIRequestContext): Promise<number> {
  const { doublePointDays } = (await (await request.get('/api/pointchart')).json()) as { doublePointDays: number[] }
  const today = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kuala_Lumpur', day: 'numeric' }).format(new Date()))
  return doublePointDays.includes(today) ? 2 : 1
}

/** Signs in through the English sign-in page and waits for the dashboard. */
export async function signIn(page: Page, member: { email: string; password: string }) {
  await page.goto('/en/signin')
  await page.getByLabel('Email', { exact: true }).fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}
