import type { APIRequestContext } from '@playwright/test'
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
