import { MAX_FAILED_SIGNINS, SIGNIN_LOCK_MINUTES } from '../../domain/identity-rules.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectError } from '../test-support/expect-error.ts'
import { json } from '../test-support/json.ts'
import { bearer, createMember, PASSWORD, postJson, proveEmail, signupPayload } from '../test-support/members.ts'
import { lastLink, lastOtp, linkBody, readOutbox, waitForMessage } from '../test-support/outbox.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const dataDir = () => server.deps.config.dataDir
const signin = (email: string, password: string) => postJson(server, '/user/signin', { email, password, socialLogin: false, language: 'en' })

describe('sign-in', () => {
  it('answers a token and the member, and the session check knows them', async () => {
    const member = await createMember(server)
    const res = await signin(member.email.toUpperCase(), PASSWORD)
    expect(res.status).toBe(200)
    const body = await json(res)
    expect(body.token).toMatch(/^[\w-]{43}$/)
    expect(body.user).toMatchObject({ id: member.uuid, email: member.email, tier: 'gold', totalPoints: 0, forceUpdated: false })
    const stored = await server.deps.db.selectFrom('memberSessions').select('tokenHash').execute()
    expect(stored.map((s) => s.tokenHash)).not.toContain(body.token)
  })

  it('tells an unknown email, a wrong password and an unverified account apart, as the spec says', async () => {
    await expectError(await signin('nobody@example.com', PASSWORD), 404, 'emailNotRegistered')
    const member = await createMember(server)
    await expectError(await signin(member.email, 'Wrong-pass1!'), 401, 'wrongPassword')
    const pending = signupPayload()
    await postJson(server, '/user/signup', pending)
    await expectError(await signin(pending.email, 'Wrong-pass1!'), 401, 'wrongPassword')
    // With the right password an unverified signup goes on to its OTP step (auth-signup.test.ts).
    expect(await json(await signin(pending.email, PASSWORD))).toMatchObject({ flow: 'verifyOtp', pending: { number: pending.number } })
  })

  it('takes a mobile number in the email field, written as people write it', async () => {
    const member = await createMember(server)
    for (const name of [member.number, ` ${member.number.slice(0, 3)}-${member.number.slice(3, 6)} ${member.number.slice(6)} `, `+6${member.number}`]) {
      const res = await signin(name, PASSWORD)
      expect(res.status).toBe(200)
      expect((await json(res)).user).toMatchObject({ id: member.uuid })
    }
    await expectError(await signin('0199999999', PASSWORD), 404, 'numberNotRegistered')
    const pending = signupPayload()
    await postJson(server, '/user/signup', pending)
    expect(await json(await signin(pending.number, PASSWORD))).toMatchObject({ flow: 'verifyOtp', pending: { number: pending.number } })
  })

  it('locks for 30 minutes after 5 wrong passwords, even for the right one', async () => {
    const member = await createMember(server)
    for (let i = 1; i < MAX_FAILED_SIGNINS; i++) await expectError(await signin(member.email, 'Wrong-pass1!'), 401, 'wrongPassword')
    await expectError(await signin(member.email, 'Wrong-pass1!'), 423, 'accountLocked')
    await expectError(await signin(member.email, PASSWORD), 423, 'accountLocked')
    server.clock.advance(SIGNIN_LOCK_MINUTES * 60_000 + 1)
    expect((await signin(member.email, PASSWORD)).status).toBe(200)
  })

  it('holds the lock under 25 parallel wrong passwords: only 5 are tried, and the right one is then refused', async () => {
    const member = await createMember(server)
    const answers = await Promise.all(Array.from({ length: 25 }, () => signin(member.email, 'Wrong-pass1!')))
    const count = (status: number) => answers.filter((r) => r.status === status).length
    // Of those the per-email limit lets through, 4 are told the password is wrong and the rest locked.
    expect(count(401)).toBe(4)
    expect(count(423)).toBeGreaterThan(0)
    expect(count(401) + count(423) + count(429)).toBe(25)
    server.clock.advance(15 * 60_000) // past the per-email limit's window, still within the lock
    await expectError(await signin(member.email, PASSWORD), 423, 'accountLocked')
  })

  it('limits sign-in attempts for one email', async () => {
    const statuses = []
    for (let i = 0; i < 11; i++) statuses.push((await signin('limited@example.com', PASSWORD)).status)
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('sends a member without a password a reset link instead (flow resetPassword)', async () => {
    const member = await createMember(server)
    await server.deps.db.updateTable('members').set({ passwordHash: null }).where('uuid', '=', member.uuid).execute()
    const res = await signin(member.email, 'anything')
    expect(await json(res)).toEqual({ flow: 'resetPassword' })
    await lastLink(dataDir(), member.email, '/password/reset')
  })
})

describe('sessions', () => {
  it('logout revokes the token on the server', async () => {
    const member = await createMember(server)
    expect((await postJson(server, '/user/language', { language: 'bm' }, bearer(member.token))).status).toBe(204)
    const out = await fetch(`${server.api}/user/logout`, { method: 'POST', headers: bearer(member.token) })
    expect(out.status).toBe(204)
    await expectError(await postJson(server, '/user/language', { language: 'en' }, bearer(member.token)), 401, 'unauthorized')
    await expectError(await postJson(server, '/user/session', { token: member.token }), 401, 'unauthorized')
  })

  it('takes identity from the token only', async () => {
    const member = await createMember(server)
    const other = await createMember(server)
    const res = await postJson(server, '/user/language', { language: 'bm', token: other.token }, bearer(member.token))
    expect(res.status).toBe(204)
    const languages = await server.deps.db.selectFrom('members').select(['uuid', 'language']).where('uuid', 'in', [member.uuid, other.uuid]).execute()
    expect(Object.fromEntries(languages.map((m) => [m.uuid, m.language]))).toEqual({ [member.uuid]: 'bm', [other.uuid]: 'en' })
  })

  it('expires after the session lifetime', async () => {
    const member = await createMember(server)
    server.clock.advance(181 * 86_400_000)
    await expectError(await postJson(server, '/user/session', { token: member.token }), 401, 'unauthorized')
  })
})

describe('password recovery', () => {
  it('resets once through the emailed link, signing out every device', async () => {
    const member = await createMember(server)
    await proveEmail(server, member)
    const sent = (await readOutbox(dataDir())).length
    const res = await postJson(server, '/user/password/forgot', { email: member.email, language: 'bm' })
    expect(res.status).toBe(204)
    const url = await lastLink(dataDir(), member.email, '/password/reset', sent)
    const mail = await waitForMessage(dataDir(), (m) => m.channel === 'email' && m.to === member.email && m.text.includes('/password/reset'), sent)
    expect(mail.subject).toMatch(/Tetapkan semula/)
    const body = { ...linkBody(url), password: 'NewPass2026!' }
    expect((await postJson(server, '/user/password/reset', body)).status).toBe(204)
    await expectError(await postJson(server, '/user/password/reset', body), 410, 'resetLinkExpired')
    await expectError(await postJson(server, '/user/session', { token: member.token }), 401, 'unauthorized')
    await expectError(await signin(member.email, PASSWORD), 401, 'wrongPassword')
    expect((await signin(member.email, 'NewPass2026!')).status).toBe(200)
  })

  it('voids every earlier reset link once the password is reset', async () => {
    const member = await createMember(server)
    await proveEmail(server, member)
    const links = []
    for (let i = 0; i < 2; i++) {
      const sent = (await readOutbox(dataDir())).length
      await postJson(server, '/user/password/forgot', { email: member.email, language: 'en' })
      links.push(linkBody(await lastLink(dataDir(), member.email, '/password/reset', sent)))
      server.clock.advance(60_000)
    }
    const [older, newer] = links as [ReturnType<typeof linkBody>, ReturnType<typeof linkBody>]
    expect((await postJson(server, '/user/password/reset', { ...newer, password: 'NewPass2026!' })).status).toBe(204)
    await expectError(await postJson(server, '/user/password/reset', { ...older, password: 'TakenOver2026!' }), 410, 'resetLinkExpired')
    expect((await signin(member.email, 'NewPass2026!')).status).toBe(200)
  })

  it('tells whether a reset link may still be used without using it', async () => {
    const member = await createMember(server)
    await proveEmail(server, member)
    await postJson(server, '/user/password/forgot', { email: member.email, language: 'en' })
    const link = linkBody(await lastLink(dataDir(), member.email, '/password/reset'))
    const check = (body: object) => postJson(server, '/user/password/reset/check', body)
    expect((await check(link)).status).toBe(204)
    expect((await check(link)).status).toBe(204)
    await expectError(await check({ ...link, sig: 'A'.repeat(43) }), 410, 'resetLinkExpired')
    await expectError(await check({ ...link, datems: link.datems - 86_400_000 }), 410, 'resetLinkExpired')

    expect((await postJson(server, '/user/password/reset', { ...link, password: 'NewPass2026!' })).status).toBe(204)
    await expectError(await check(link), 410, 'resetLinkExpired')
  })

  it('refuses a link from another day or with a changed signature', async () => {
    const member = await createMember(server)
    await proveEmail(server, member)
    await postJson(server, '/user/password/forgot', { email: member.email, language: 'en' })
    const link = linkBody(await lastLink(dataDir(), member.email, '/password/reset'))
    await expectError(await postJson(server, '/user/password/reset', { ...link, sig: 'A'.repeat(43), password: 'NewPass2026!' }), 410, 'resetLinkExpired')
    server.clock.advance(24 * 3_600_000)
    await expectError(await postJson(server, '/user/password/reset', { ...link, password: 'NewPass2026!' }), 410, 'resetLinkExpired')
  })

  it('texts an OTP instead of emailing a link while the email is not proven, and resets with it once', async () => {
    const member = await createMember(server)
    server.clock.advance(61_000) // past the wait between texts to one number, which signup started
    const sent = (await readOutbox(dataDir())).length
    expect((await postJson(server, '/user/password/forgot', { email: member.email, language: 'bm' })).status).toBe(204)
    const sms = await waitForMessage(dataDir(), (m) => m.channel === 'sms' && m.to === member.number, sent)
    expect(sms.text).toMatch(/menetapkan semula kata laluan/)
    const otp = /\b(\d{4})\b/.exec(sms.text)![1]!
    await server.deps.messages.deliverQueuedEmails() // no email is on its way either
    expect((await readOutbox(dataDir())).slice(sent).filter((m) => m.to === member.email && m.text.includes('/password/reset'))).toEqual([])

    const reset = (body: object) => postJson(server, '/user/password/otp/reset', { number: member.number, password: 'NewPass2026!', ...body })
    await expectError(await reset({ otp: otp === '0000' ? '1111' : '0000' }), 422, 'otpInvalid')
    await expectError(await reset({ otp, number: '0199999999' }), 410, 'otpExpired')
    expect((await reset({ otp })).status).toBe(204)
    await expectError(await reset({ otp }), 410, 'otpExpired')
    await expectError(await postJson(server, '/user/session', { token: member.token }), 401, 'unauthorized')
    expect((await signin(member.number, 'NewPass2026!')).status).toBe(200)
  })

  it('finds the member by number too, and never lets a signup OTP reset a password', async () => {
    const pending = signupPayload()
    const { uuid } = await json(await postJson(server, '/user/signup', pending))
    const signupOtp = await lastOtp(dataDir(), pending.number)
    await expectError(await postJson(server, '/user/password/otp/reset', { number: pending.number, otp: signupOtp, password: 'NewPass2026!' }), 410, 'otpExpired')
    expect((await postJson(server, '/user/verify', { otp: signupOtp, number: pending.number, id: uuid, uniqueToken: pending.uniqueToken })).status).toBe(200)

    server.clock.advance(61_000) // past the wait between texts to one number
    const sent = (await readOutbox(dataDir())).length
    expect((await postJson(server, '/user/password/forgot', { email: pending.number, language: 'en' })).status).toBe(204)
    const otp = await lastOtp(dataDir(), pending.number, sent)
    expect((await postJson(server, '/user/password/otp/reset', { number: pending.number, otp, password: 'NewPass2026!' })).status).toBe(204)
  })

  it('sends at most 3 links an hour to one email, however its letters are cased', async () => {
    const member = await createMember(server)
    const forgot = (email: string) => postJson(server, '/user/password/forgot', { email, language: 'en' })
    for (const email of [member.email, member.email.toUpperCase(), ` ${member.email}`]) expect((await forgot(email)).status).toBe(204)
    expect((await forgot(member.email.replace(/^./, (c) => c.toUpperCase()))).status).toBe(429)
  })

  it('answers a body that is not an object as invalid input, not as a failure', async () => {
    for (const path of ['/user/signin', '/user/password/forgot']) {
      const res = await fetch(`${server.api}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'null' })
      expect(res.status).toBe(422)
      expect(await json(res)).toMatchObject({ code: 'invalidInput' })
    }
  })

  it('answers an unknown email the same way, sending nothing', async () => {
    const res = await postJson(server, '/user/password/forgot', { email: 'ghost@example.com', language: 'en' })
    expect(res.status).toBe(204)
    // Emails leave through the queue after the answer: let it run, then look only at this address.
    await server.deps.messages.deliverQueuedEmails()
    expect((await readOutbox(dataDir())).filter((m) => m.to === 'ghost@example.com')).toEqual([])
  })

  it('keeps passwords, tokens and links out of the logs', async () => {
    const member = await createMember(server)
    const logs = server.logs.join('\n')
    expect(logs).not.toContain(PASSWORD)
    expect(logs).not.toContain(member.token)
    expect(logs).not.toContain(member.email)
  })
})
