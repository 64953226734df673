import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERRORS } from '../../domain/errors.ts'
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
const signup = (overrides = {}, headers: Record<string, string> = {}) => postJson(server, '/user/signup', signupPayload(overrides), headers)

describe('signup rules (spec 1 §5), enforced by the API', () => {
  it.each([
    [{ name: 'Siti 4' }, 'invalidName'],
    [{ name: '  ' }, 'nameRequired'],
    [{ dob: '' }, 'dobRequired'],
    [{ dob: '1990--05' }, 'dobRequired'],
    [{ number: '0212345678' }, 'invalidNumber'],
    [{ number: '011234567' }, 'invalidNumber'],
    [{ email: 'not-an-email' }, 'invalidEmail'],
    [{ password: 'password1' }, 'passwordFormat'],
    [{ password: 'Short1!' }, 'passwordFormat'],
    [{ dob: '2015-01-01' }, 'tooYoung'],
    [{ pregnancyStage: 'pregnant', edb: null }, 'edbRequired'],
    [{ pregnancyStage: 'pregnant', edb: '2026-05-30' }, 'edbRequired'],
    [{ pregnancyStage: 'oneChild', children: [] }, 'childrenRequired'],
    [{ children: Array(6).fill({ childDob: '2025-01-01' }) }, 'childrenRequired'],
    [{ redeemSample: true, sampleId: 1 }, 'sampleDetailsRequired'],
    [{ acceptTerms: false }, 'termsRequired'],
  ] as const)('refuses %o with %s', async (overrides, code) => {
    await expectError(await signup(overrides), 422, code)
  })

  it('accepts an expected due date of yesterday and 5 children', async () => {
    expect((await signup({ pregnancyStage: 'pregnant', edb: '2026-06-01' })).status).toBe(200)
    expect((await signup({ pregnancyStage: 'moreChild', children: Array(5).fill({ childDob: '2024-02-29' }) })).status).toBe(200)
  })

  it('takes dates sent as ISO date-times, keeping their Malaysian calendar dates', async () => {
    const payload = signupPayload({
      dob: '1990-03-01T16:00:00.000Z',
      pregnancyStage: 'oneChild',
      children: [{ childDob: '2024-01-15T00:00:00.000Z' }, { childDob: '2024-01-15T20:00:00.000Z' }],
    })
    expect((await postJson(server, '/user/signup', payload)).status).toBe(200)
    const member = await server.deps.db.selectFrom('members').select(['id', 'dob']).where('email', '=', payload.email).executeTakeFirstOrThrow()
    expect(member.dob).toBe('1990-03-02')
    const babies = await server.deps.db.selectFrom('babies').select('birthDate').where('memberId', '=', member.id).orderBy('id').execute()
    expect(babies.map((b) => b.birthDate)).toEqual(['2024-01-15', '2024-01-16'])
  })

  it('refuses an address whose state, city and postcode do not match', async () => {
    const address = { line1: '1 Jalan Mawar', city: 'Shah Alam', state: 'Selangor', postcode: '50000' }
    await expectError(await signup({ address }), 422, 'invalidAddress')
  })

  it('refuses fields it does not know, so points or roles cannot be set', async () => {
    const res = await postJson(server, '/user/signup', { ...signupPayload(), totalPoints: 100000 })
    await expectError(res, 400, 'unknownField')
  })
})

describe('signup and OTP verification', () => {
  it('sends an OTP by SMS and a verification link by email, never logging them', async () => {
    const payload = signupPayload()
    const res = await postJson(server, '/user/signup', payload)
    expect(res.status).toBe(200)
    const { uuid, referCode } = await json(res)
    expect(referCode).toMatch(/^[A-Z2-9]{8}$/)
    const otp = await lastOtp(dataDir(), payload.number)
    const link = await lastLink(dataDir(), payload.email, '/registration/confirm-and-verify')
    expect(link.searchParams.get('user')).toBe(uuid)
    const logs = server.logs.join('\n')
    expect(logs).not.toContain(otp + '.')
    expect(logs).not.toContain(link.searchParams.get('sig'))
    expect(logs).not.toContain(payload.password)
    expect(logs).not.toContain(payload.number)
  })

  it('verifies with the right OTP once, and only for the signup that asked for it', async () => {
    const payload = signupPayload()
    const { uuid } = await json(await postJson(server, '/user/signup', payload))
    const otp = await lastOtp(dataDir(), payload.number)
    const body = { otp, number: payload.number, id: uuid, uniqueToken: payload.uniqueToken }
    await expectError(await postJson(server, '/user/verify', { ...body, uniqueToken: 'x'.repeat(16) }), 404, 'userNotFound')
    const ok = await postJson(server, '/user/verify', body)
    expect(ok.status).toBe(200)
    expect(await json(ok)).toEqual({ uuid, referCode: expect.any(String), orderId: null })
    await expectError(await postJson(server, '/user/verify', body), 410, 'otpExpired')
  })

  it('verifies exactly once when 20 copies of the right OTP arrive together', async () => {
    const referrer = await createMember(server)
    const payload = signupPayload({ referCode: referrer.referCode })
    const { uuid } = await json(await postJson(server, '/user/signup', payload))
    const otp = await lastOtp(dataDir(), payload.number)
    const body = { otp, number: payload.number, id: uuid, uniqueToken: payload.uniqueToken }
    const answers = await Promise.all(Array.from({ length: 20 }, () => postJson(server, '/user/verify', body)))
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1)
    expect(answers.filter((r) => r.status === 410)).toHaveLength(19)
    const ledger = await server.deps.db.selectFrom('pointsLedger').selectAll().where('source', 'in', ['referrer', 'referee']).where('reference', 'like', 'referral:%').execute()
    const referee = await server.deps.db.selectFrom('members').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow()
    expect(ledger.filter((r) => r.memberId === referee.id)).toHaveLength(1)
  })

  it('voids an OTP after 5 wrong tries, saying after each how many are left', async () => {
    const payload = signupPayload()
    const { uuid } = await json(await postJson(server, '/user/signup', payload))
    const otp = await lastOtp(dataDir(), payload.number)
    const wrong = otp === '0000' ? '1111' : '0000'
    const body = { number: payload.number, id: uuid, uniqueToken: payload.uniqueToken }
    for (const triesLeft of [4, 3, 2, 1, 0]) {
      const res = await postJson(server, '/user/verify', { ...body, otp: wrong })
      expect(await json(res)).toEqual({ code: 'otpInvalid', error: ERRORS.otpInvalid, triesLeft })
      expect(res.status).toBe(422)
    }
    await expectError(await postJson(server, '/user/verify', { ...body, otp }), 410, 'otpExpired')
  })

  it('counts each of 10 wrong tries sent together once: 5 are told the tries left, 5 that the code is void', async () => {
    const payload = signupPayload()
    const { uuid } = await json(await postJson(server, '/user/signup', payload))
    const otp = await lastOtp(dataDir(), payload.number)
    const body = { otp: otp === '0000' ? '1111' : '0000', number: payload.number, id: uuid, uniqueToken: payload.uniqueToken }
    const answers = await Promise.all(Array.from({ length: 10 }, async () => json(await postJson(server, '/user/verify', body))))
    expect(answers.filter((a) => a.code === 'otpInvalid').map((a) => a.triesLeft).sort()).toEqual([0, 1, 2, 3, 4])
    expect(answers.filter((a) => a.code === 'otpExpired')).toHaveLength(5)
  })

  it('takes only digits for an OTP, without counting a try', async () => {
    const payload = signupPayload()
    const { uuid } = await json(await postJson(server, '/user/signup', payload))
    const otp = await lastOtp(dataDir(), payload.number)
    const body = { number: payload.number, id: uuid, uniqueToken: payload.uniqueToken }
    await expectError(await postJson(server, '/user/verify', { ...body, otp: `${otp.slice(0, 3)}a` }), 422, 'otpInvalid')
    expect(await server.deps.db.selectFrom('otps').select('attempts').where('number', '=', payload.number).execute()).toEqual([{ attempts: 0 }])
    expect((await postJson(server, '/user/verify', { ...body, otp })).status).toBe(200)
  })

  it('expires an OTP after 10 minutes, and resends at most every 60 seconds', async () => {
    const payload = signupPayload()
    const { uuid } = await json(await postJson(server, '/user/signup', payload))
    const first = await lastOtp(dataDir(), payload.number)
    await expectError(await postJson(server, '/user/otp/resend', { number: payload.number }), 429, 'otpResendTooSoon')
    server.clock.advance(10 * 60_000)
    const body = { number: payload.number, id: uuid, uniqueToken: payload.uniqueToken }
    await expectError(await postJson(server, '/user/verify', { ...body, otp: first }), 410, 'otpExpired')

    const sent = (await readOutbox(dataDir())).length
    expect((await postJson(server, '/user/otp/resend', { number: payload.number })).status).toBe(200)
    const second = await lastOtp(dataDir(), payload.number, sent)
    expect((await postJson(server, '/user/verify', { ...body, otp: second })).status).toBe(200)
  })

  it('texts a number at most once a minute and 5 times an hour, however often it signs up again', async () => {
    const payload = signupPayload()
    expect((await postJson(server, '/user/signup', payload)).status).toBe(200)
    await expectError(await postJson(server, '/user/signup', payload), 429, 'otpResendTooSoon')
    for (let i = 0; i < 4; i++) {
      server.clock.advance(61_000)
      expect((await postJson(server, '/user/signup', payload)).status).toBe(200)
    }
    server.clock.advance(61_000)
    await expectError(await postJson(server, '/user/signup', payload), 429, 'otpResendTooSoon')
    await expectError(await postJson(server, '/user/otp/resend', { number: payload.number }), 429, 'otpResendTooSoon')
    expect(await server.deps.db.selectFrom('otpSends').select('id').where('number', '=', payload.number).execute()).toHaveLength(5)

    server.clock.advance(60 * 60_000)
    expect((await postJson(server, '/user/signup', payload)).status).toBe(200)
  })

  it('answers a resend for an unknown number the same way, sending nothing', async () => {
    const pending = signupPayload()
    await postJson(server, '/user/signup', pending)
    server.clock.advance(61_000)
    const toPending = await postJson(server, '/user/otp/resend', { number: pending.number })
    const toUnknown = await postJson(server, '/user/otp/resend', { number: '0199999999' })
    expect([toUnknown.status, await json(toUnknown)]).toEqual([toPending.status, await json(toPending)])
    // A resend texts before it answers; messages to other numbers, from other tests, may land any time.
    expect((await readOutbox(dataDir())).filter((m) => m.to === '0199999999')).toEqual([])
  })

  it('refuses an email someone proved and the number of a verified member', async () => {
    const member = await createMember(server)
    await proveEmail(server, member)
    await expectError(await signup({ email: member.email }), 409, 'alreadyRegistered')
    await expectError(await signup({ number: member.number }), 409, 'alreadyRegistered')
  })
})

describe('pending signups that cannot be hijacked (identity ruling)', () => {
  const deviceOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!
  const members = (email: string) => server.deps.db.selectFrom('members').select(['uuid', 'name', 'verifiedAt']).where('email', '=', email).orderBy('id').execute()
  const verifyByOtp = (payload: ReturnType<typeof signupPayload>, id: string, otp: string) =>
    postJson(server, '/user/verify', { otp, number: payload.number, id, uniqueToken: payload.uniqueToken })

  it('replaces a pending signup from the device that made it', async () => {
    const payload = signupPayload()
    const device = deviceOf(await postJson(server, '/user/signup', payload))
    server.clock.advance(61_000)
    expect((await postJson(server, '/user/signup', { ...payload, name: 'Siti Again' }, { cookie: device })).status).toBe(200)
    expect(await members(payload.email)).toEqual([{ uuid: expect.any(String), name: 'Siti Again', verifiedAt: null }])
  })

  it('leaves a pending signup intact and verifiable when another device repeats its email and number', async () => {
    const first = signupPayload()
    const firstAnswer = await postJson(server, '/user/signup', first)
    const firstUuid = (await json(firstAnswer)).uuid
    const firstOtp = await lastOtp(dataDir(), first.number)
    await lastLink(dataDir(), first.email, '/registration/confirm-and-verify')
    server.clock.advance(61_000)
    const sent = (await readOutbox(dataDir())).length
    const second = { ...first, name: 'Someone Else', uniqueToken: signupPayload().uniqueToken }
    const secondAnswer = await postJson(server, '/user/signup', second, { cookie: 'club_device=another-device' })
    expect(secondAnswer.status).toBe(200)
    const secondUuid = (await json(secondAnswer)).uuid
    const secondOtp = await lastOtp(dataDir(), first.number, sent)
    expect((await members(first.email)).map((m) => m.uuid)).toEqual([firstUuid, secondUuid])

    // The first to verify takes the number; the other is told it is already registered.
    expect((await verifyByOtp(first, firstUuid, firstOtp)).status).toBe(200)
    await expectError(await verifyByOtp(second, secondUuid, secondOtp), 409, 'alreadyRegistered')
    const secondLink = linkBody(await lastLink(dataDir(), first.email, '/registration/confirm-and-verify', sent))
    await expectError(await postJson(server, '/user/verify', secondLink), 409, 'alreadyRegistered')
    expect(await members(first.email)).toEqual([
      { uuid: firstUuid, name: first.name, verifiedAt: expect.any(String) },
      { uuid: secondUuid, name: 'Someone Else', verifiedAt: null },
    ])
  })

  it('texts a resent OTP to the signup pending on the asking device', async () => {
    const first = signupPayload()
    const firstUuid = (await json(await postJson(server, '/user/signup', first, { cookie: 'club_device=first-device' }))).uuid
    await lastOtp(dataDir(), first.number)
    server.clock.advance(61_000)
    let sent = (await readOutbox(dataDir())).length
    await postJson(server, '/user/signup', { ...first, uniqueToken: signupPayload().uniqueToken }, { cookie: 'club_device=second-device' })
    await lastOtp(dataDir(), first.number, sent)
    server.clock.advance(61_000)
    sent = (await readOutbox(dataDir())).length
    expect((await postJson(server, '/user/otp/resend', { number: first.number }, { cookie: 'club_device=first-device' })).status).toBe(200)
    expect((await verifyByOtp(first, firstUuid, await lastOtp(dataDir(), first.number, sent))).status).toBe(200)
  })
})

describe('a signup awaiting its OTP, picked up again (issue 13)', () => {
  const deviceOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!
  const pendingOn = async (cookie?: string) => (await json(await fetch(`${server.api}/user/signup/pending`, { headers: cookie ? { cookie } : {} }))).pending
  const signin = (email: string, password: string, headers: Record<string, string> = {}) => postJson(server, '/user/signin', { email, password, language: 'en' }, headers)

  it('is answered to the device that made it, with the wait before Resend, and to no other device', async () => {
    const payload = signupPayload()
    const res = await postJson(server, '/user/signup', payload)
    const { uuid } = await json(res)
    const device = deviceOf(res)
    expect(await pendingOn(device)).toEqual({ uuid, number: payload.number, uniqueToken: payload.uniqueToken, resendInSeconds: 60 })
    server.clock.advance(45_000)
    expect((await pendingOn(device)).resendInSeconds).toBe(15)
    expect(await pendingOn()).toBeNull()
    expect(await pendingOn('club_device=someone-elses-device')).toBeNull()

    const otp = await lastOtp(dataDir(), payload.number)
    expect((await postJson(server, '/user/verify', { otp, number: payload.number, id: uuid, uniqueToken: payload.uniqueToken })).status).toBe(200)
    expect(await pendingOn(device)).toBeNull()
  })

  it('answers the latest of two signups pending on one device', async () => {
    const device = deviceOf(await postJson(server, '/user/signup', signupPayload()))
    const second = signupPayload()
    const { uuid } = await json(await postJson(server, '/user/signup', second, { cookie: device }))
    expect(await pendingOn(device)).toMatchObject({ uuid, number: second.number })
  })

  it('is handed to whoever signs in with its password, on any device, and only then', async () => {
    const payload = signupPayload()
    const { uuid } = await json(await postJson(server, '/user/signup', payload))
    await expectError(await signin(payload.email, 'Wrong-pass1!'), 401, 'wrongPassword')
    const answer = await signin(payload.number, PASSWORD)
    expect(answer.status).toBe(200)
    const { flow, pending } = await json(answer)
    expect(flow).toBe('verifyOtp')
    expect(pending).toEqual({ uuid, number: payload.number, uniqueToken: payload.uniqueToken, resendInSeconds: 60 })
    expect(await json(await signin(payload.email, PASSWORD))).not.toHaveProperty('token')

    // Its OTP step verifies it, and the same password then signs in.
    const otp = await lastOtp(dataDir(), payload.number)
    expect((await postJson(server, '/user/verify', { otp, number: pending.number, id: pending.uuid, uniqueToken: pending.uniqueToken })).status).toBe(200)
    expect((await json(await signin(payload.email, PASSWORD))).token).toEqual(expect.any(String))
  })

  it('resends to the signup the OTP step names, though a later one from another device has the same number', async () => {
    const first = signupPayload()
    const firstUuid = (await json(await postJson(server, '/user/signup', first, { cookie: 'club_device=phone' }))).uuid
    server.clock.advance(61_000)
    await postJson(server, '/user/signup', { ...first, email: signupPayload().email, uniqueToken: signupPayload().uniqueToken }, { cookie: 'club_device=tablet' })
    server.clock.advance(61_000)
    // From a third device (signed in with the password): the step names its signup.
    const sent = (await readOutbox(dataDir())).length
    expect((await postJson(server, '/user/otp/resend', { number: first.number, id: firstUuid, uniqueToken: first.uniqueToken })).status).toBe(200)
    const otp = await lastOtp(dataDir(), first.number, sent)
    expect((await postJson(server, '/user/verify', { otp, number: first.number, id: firstUuid, uniqueToken: first.uniqueToken })).status).toBe(200)
  })
})

describe('emails proven only by their link (identity ruling)', () => {
  it('lets a later signup take the email of a member verified by OTP by opening its link; the member is told and signs in by number', async () => {
    const first = await createMember(server)
    await postJson(server, '/user/language', { language: 'bm' }, bearer(first.token))
    const sent = (await readOutbox(dataDir())).length
    const answer = await postJson(server, '/user/signup', signupPayload({ email: first.email }))
    expect(answer.status).toBe(200)
    const { uuid } = await json(answer)
    const link = linkBody(await lastLink(dataDir(), first.email, '/registration/confirm-and-verify', sent))
    expect(link.id).toBe(uuid)
    expect((await postJson(server, '/user/verify', link)).status).toBe(200)

    const told = await waitForMessage(dataDir(), (m) => m.channel === 'sms' && m.to === first.number, sent)
    expect(told.text).toContain(first.email)
    expect(told.text).toMatch(/log masuk dengan nombor telefon bimbit/)
    const rows = await server.deps.db.selectFrom('members').select(['uuid', 'email', 'emailVerifiedAt']).where('uuid', 'in', [first.uuid, uuid]).execute()
    expect(Object.fromEntries(rows.map((r) => [r.uuid, [r.email, !!r.emailVerifiedAt]]))).toEqual({ [first.uuid]: [null, false], [uuid]: [first.email, true] })

    const signin = (email: string) => postJson(server, '/user/signin', { email, password: PASSWORD })
    expect((await json(await signin(first.number))).user).toMatchObject({ id: first.uuid, email: null })
    expect((await json(await signin(first.email))).user).toMatchObject({ id: uuid, email: first.email })
    await expectError(await signup({ email: first.email }), 409, 'alreadyRegistered')
  })

  it('proves the email of a member verified by OTP who opens the link afterwards', async () => {
    const member = await createMember(server)
    const row = () => server.deps.db.selectFrom('members').select('emailVerifiedAt').where('uuid', '=', member.uuid).executeTakeFirstOrThrow()
    expect((await row()).emailVerifiedAt).toBeNull()
    await proveEmail(server, member)
    expect((await row()).emailVerifiedAt).toBe(server.clock.now().toISOString())
  })

  it('does not verify through a link whose email another signup proved since', async () => {
    const first = signupPayload()
    const { uuid } = await json(await postJson(server, '/user/signup', first))
    const firstLink = linkBody(await lastLink(dataDir(), first.email, '/registration/confirm-and-verify'))
    const sent = (await readOutbox(dataDir())).length
    const second = signupPayload({ email: first.email })
    await postJson(server, '/user/signup', second, { cookie: 'club_device=another-device' })
    expect((await postJson(server, '/user/verify', linkBody(await lastLink(dataDir(), first.email, '/registration/confirm-and-verify', sent)))).status).toBe(200)
    await expectError(await postJson(server, '/user/verify', firstLink), 410, 'verifyLinkExpired')
    // Still pending, without the email: it can verify by OTP and go on under its number.
    const row = await server.deps.db.selectFrom('members').select(['email', 'verifiedAt']).where('uuid', '=', uuid).executeTakeFirstOrThrow()
    expect(row).toEqual({ email: null, verifiedAt: null })
  })
})

describe('one device, one account', () => {
  it('refuses a second account from a device that registered one', async () => {
    const first = await signup()
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!
    expect(cookie).toMatch(/^club_device=/)
    const row = await server.deps.db.selectFrom('members').select(['uuid', 'number', 'signupToken']).orderBy('id', 'desc').executeTakeFirstOrThrow()
    const otp = await lastOtp(dataDir(), row.number)
    expect((await postJson(server, '/user/verify', { otp, number: row.number, id: row.uuid, uniqueToken: row.signupToken })).status).toBe(200)

    await expectError(await signup({}, { cookie }), 409, 'deviceTaken')
    expect((await signup({}, { cookie: 'club_device=another-device-token' })).status).toBe(200)
  })

  it('of two signups pending on one device, verifies only the first to finish', async () => {
    const first = signupPayload()
    const firstUuid = (await json(await postJson(server, '/user/signup', first))).uuid
    const cookie = (await server.deps.db.selectFrom('members').select('signupDevice').where('uuid', '=', firstUuid).executeTakeFirstOrThrow()).signupDevice!
    const second = signupPayload()
    const secondUuid = (await json(await postJson(server, '/user/signup', second, { cookie: `club_device=${cookie}` }))).uuid
    const verify = async (payload: typeof first, id: string) =>
      postJson(server, '/user/verify', { otp: await lastOtp(dataDir(), payload.number), number: payload.number, id, uniqueToken: payload.uniqueToken })

    expect((await verify(second, secondUuid)).status).toBe(200)
    await expectError(await verify(first, firstUuid), 409, 'deviceTaken')
    const row = await server.deps.db.selectFrom('members').select('verifiedAt').where('uuid', '=', firstUuid).executeTakeFirstOrThrow()
    expect(row.verifiedAt).toBeNull()
  })
})

describe('verification by email link', () => {
  it('verifies and signs in on the day it was sent, once', async () => {
    const payload = signupPayload()
    await postJson(server, '/user/signup', payload)
    const link = linkBody(await lastLink(dataDir(), payload.email, '/registration/confirm-and-verify'))
    const res = await postJson(server, '/user/verify', link)
    expect(res.status).toBe(200)
    const body = await json(res)
    expect(body.userData.user).toMatchObject({ email: payload.email, name: payload.name })
    const session = await postJson(server, '/user/session', { token: body.userData.token })
    expect(session.status).toBe(200)
    await expectError(await postJson(server, '/user/verify', link), 410, 'verifyLinkExpired')
  })

  it('refuses a link with a changed signature or member', async () => {
    const payload = signupPayload()
    await postJson(server, '/user/signup', payload)
    const link = linkBody(await lastLink(dataDir(), payload.email, '/registration/confirm-and-verify'))
    const flipped = link.sig.slice(0, -1) + (link.sig.endsWith('A') ? 'B' : 'A')
    await expectError(await postJson(server, '/user/verify', { ...link, sig: flipped }), 410, 'verifyLinkExpired')
    await expectError(await postJson(server, '/user/verify', { ...link, datems: link.datems + 1 }), 410, 'verifyLinkExpired')
  })

  it('refuses yesterday’s link with the expiry message', async () => {
    const payload = signupPayload()
    await postJson(server, '/user/signup', payload)
    const link = linkBody(await lastLink(dataDir(), payload.email, '/registration/confirm-and-verify'))
    server.clock.advance(24 * 3_600_000)
    await expectError(await postJson(server, '/user/verify', link), 410, 'verifyLinkExpired')
  })
})
