import { randomInt } from 'node:crypto'
import type { SignupInput } from '../../domain/identity.ts'
import { json } from './json.ts'
import { lastLink, lastOtp, linkBody } from './outbox.ts'
import type { TestServer } from './test-server.ts'
import { SIGNUP_TOKEN_LENGTH } from '../../domain/identity-rules.ts'

export const PASSWORD = 'BabyClub2026!'

/** A valid signup with a number and email no other test uses. */
export function signupPayload(overrides: Partial<SignupInput> = {}): SignupInput {
  const n = randomInt(10_000_000, 99_999_999)
  return {
    name: 'Siti Aminah',
    number: `011${n}`,
    email: `member${n}@example.com`,
    password: PASSWORD,
    dob: '1992-04-01',
    pregnancyStage: 'trying',
    uniqueToken: `tok${n}abcdefgh`.padEnd(SIGNUP_TOKEN_LENGTH, 'x').slice(0, SIGNUP_TOKEN_LENGTH),
    acceptTerms: true,
    language: 'en',
    ...overrides,
  }
}

/** What the helpers need of a server: its `{api_root}`, and its data directory for the outbox. */
export interface ServerUnderTest {
  api: string
  deps: { config: { dataDir: string } }
}

export const postJson = (server: Pick<ServerUnderTest, 'api'>, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.api}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

/** Posts through `server.app` in-process: parallel requests interleave at every await (see TestServer). */
export const postInProcess = (server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.app.request(`${server.deps.config.apiRoot}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Signs up, verifies with the OTP from the outbox and signs in: a member ready to use the API. */
export async function createMember(server: ServerUnderTest, overrides: Partial<SignupInput> = {}) {
  const payload = signupPayload(overrides)
  const signup = await postJson(server, '/user/signup', payload)
  if (signup.status !== 200) throw new Error(`signup failed: ${JSON.stringify(await json(signup))}`)
  const { uuid, referCode } = await json(signup)
  const otp = await lastOtp(server.deps.config.dataDir, payload.number)
  const verify = await postJson(server, '/user/verify', { otp, number: payload.number, id: uuid, uniqueToken: payload.uniqueToken })
  if (verify.status !== 200) throw new Error(`verify failed: ${JSON.stringify(await json(verify))}`)
  const signin = await json(await postJson(server, '/user/signin', { email: payload.email, password: PASSWORD }))
  return { ...payload, uuid: uuid as string, referCode: referCode as string, token: signin.token as string }
}

/** Opens the verification link emailed at signup, which proves the email (an OTP proves only the phone). */
export async function proveEmail(server: TestServer, member: { email: string }) {
  const link = linkBody(await lastLink(server.deps.config.dataDir, member.email, '/registration/confirm-and-verify'))
  const verify = await postJson(server, '/user/verify', link)
  if (verify.status !== 200) throw new Error(`verification link failed: ${JSON.stringify(await json(verify))}`)
}
