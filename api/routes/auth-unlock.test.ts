import { MAX_FAILED_SIGNINS, SIGNIN_LOCK_MINUTES } from '../../domain/identity-rules.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectError } from '../test-support/expect-error.ts'
import { createMember, PASSWORD, postInProcess, postJson, proveEmail } from '../test-support/members.ts'
import { lastLink, lastOtp, linkBody, readOutbox, waitForMessage } from '../test-support/outbox.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const dataDir = () => server.deps.config.dataDir
const signin = (email: string, password: string) => postJson(server, '/user/signin', { email, password, language: 'en' })
const askCode = (email: string, language = 'en') => postJson(server, '/user/unlock/otp', { email, language })
const unlock = (email: string, otp: string) => postJson(server, '/user/unlock', { email, otp })

/** A member locked out by five wrong passwords, a minute after signup (so its OTP may be resent). */
async function lockedMember() {
  const member = await createMember(server)
  server.clock.advance(61_000)
  for (let i = 0; i < MAX_FAILED_SIGNINS; i++) await signin(member.email, 'Wrong-pass1!')
  await expectError(await signin(member.email, PASSWORD), 423, 'accountLocked')
  return member
}

describe('a locked member lets themself in', () => {
  it('with a code texted to the phone: a wrong code is refused, the right one unlocks, then the password signs in', async () => {
    const member = await lockedMember()
    const sent = (await readOutbox(dataDir())).length
    expect((await askCode(member.email.toUpperCase(), 'bm')).status).toBe(204)
    const sms = await waitForMessage(dataDir(), (m) => m.to === member.number, sent)
    expect(sms.text).toMatch(/membuka kunci log masuk/)
    const otp = /\b(\d{4})\b/.exec(sms.text)![1]!

    await expectError(await unlock(member.email, otp === '0000' ? '1111' : '0000'), 422, 'otpInvalid')
    await expectError(await signin(member.email, PASSWORD), 423, 'accountLocked')
    expect((await unlock(member.email, otp)).status).toBe(204)
    await expectError(await unlock(member.email, otp), 410, 'otpExpired')
    expect((await signin(member.email, PASSWORD)).status).toBe(200)
  })

  it('gives a fresh 5 tries after unlocking, not a free pass', async () => {
    const member = await lockedMember()
    const sent = (await readOutbox(dataDir())).length
    await askCode(member.email)
    expect((await unlock(member.email, await lastOtp(dataDir(), member.number, sent))).status).toBe(204)
    server.clock.advance(15 * 60_000) // past the window of the per-email limit on sign-ins
    for (let i = 1; i < MAX_FAILED_SIGNINS; i++) await expectError(await signin(member.email, 'Wrong-pass1!'), 401, 'wrongPassword')
    await expectError(await signin(member.email, 'Wrong-pass1!'), 423, 'accountLocked')
  })

  it('texts no code to an account that is not locked, and keeps to the per-number limits', async () => {
    const member = await createMember(server)
    const locked = await lockedMember()
    const sent = (await readOutbox(dataDir())).length
    expect((await askCode(member.email)).status).toBe(204)
    expect((await askCode('nobody@example.com')).status).toBe(204)
    // Codes leave after the answer: the locked member's, asked for last, shows the others sent nothing.
    await askCode(locked.email)
    await lastOtp(dataDir(), locked.number, sent)
    const texted = (await readOutbox(dataDir())).slice(sent).filter((m) => m.channel === 'sms')
    expect(texted.map((m) => m.to)).toEqual([locked.number])
    await expectError(await askCode(locked.email), 429, 'otpResendTooSoon')
  })

  it('counts one text of 10 parallel requests for a code', async () => {
    const locked = await lockedMember()
    const answers = await Promise.all(Array.from({ length: 10 }, () => postInProcess(server, '/user/unlock/otp', { email: locked.email, language: 'en' })))
    expect(answers.map((r) => r.status).sort()).toEqual([204, ...Array(9).fill(429)])
    const since = new Date(server.clock.now().getTime() - 60_000).toISOString()
    expect(await server.deps.db.selectFrom('otpSends').select('id').where('number', '=', locked.number).where('createdAt', '>', since).execute()).toHaveLength(1)
  })

  it('with the emailed reset link: a new password lifts the lock', async () => {
    const member = await lockedMember()
    await proveEmail(server, member)
    const sent = (await readOutbox(dataDir())).length
    expect((await postJson(server, '/user/password/forgot', { email: member.email, language: 'en' })).status).toBe(204)
    const link = linkBody(await lastLink(dataDir(), member.email, '/password/reset', sent))
    expect((await postJson(server, '/user/password/reset', { ...link, password: 'NewPass2026!' })).status).toBe(204)
    expect((await signin(member.email, 'NewPass2026!')).status).toBe(200)
  })

  it('starts counting again once a lock has run out', async () => {
    const member = await lockedMember()
    server.clock.advance(SIGNIN_LOCK_MINUTES * 60_000 + 1)
    for (let i = 1; i < MAX_FAILED_SIGNINS; i++) await expectError(await signin(member.email, 'Wrong-pass1!'), 401, 'wrongPassword')
    await expectError(await signin(member.email, 'Wrong-pass1!'), 423, 'accountLocked')
  })
})
