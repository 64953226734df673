import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ClubSchema } from '../../domain/club.ts'
import { readSetting, writeSetting } from '../db/settings.ts'
import { createMessageSender } from '../services/messages.ts'
import { json } from '../test-support/json.ts'
import { createMember, PASSWORD, postJson, signupPayload } from '../test-support/members.ts'
import { linkBody, readOutbox } from '../test-support/outbox.ts'
import { SMTP_USER, startSmtpSink, type ReceivedMail, type SmtpSink } from '../test-support/smtp-sink.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

// Emails go through a real SMTP server on localhost (SMTP_URL), signing in with AUTH PLAIN.
const MAIL_FROM = 'Lembut Baby Club <hello@club.example>'
let sink: SmtpSink
let server: TestServer
beforeAll(async () => {
  sink = await startSmtpSink()
  server = await startTestServer({ env: { SMTP_URL: sink.url, MAIL_FROM, PUBLIC_URL: 'https://club.example', BASE_PATH: '/club/' } })
})
afterAll(async () => {
  await server.close()
  await sink.close()
})
beforeEach(() => {
  sink.refusing = false
})

/** The one link in a mail, which must point at the club's public address. */
function linkIn(mail: ReceivedMail): URL {
  const links = mail.text.match(/https?:\/\/\S+/g) ?? []
  expect(links).toHaveLength(1)
  return new URL(links[0]!)
}

const NEW_PASSWORD = 'NewPass2026!'
/** Waits until every email due has been tried: a call during a run waits for that run to look again. */
const emailsTried = () => server.deps.messages.deliverQueuedEmails()
const signIn = (email: string, password: string) => postJson(server, '/user/signin', { email, password })

describe('the verification email', () => {
  it('arrives by SMTP with the headers a mail client needs, and its link verifies and signs in once', async () => {
    const payload = signupPayload()
    const { uuid } = await json(await postJson(server, '/user/signup', payload))
    const mail = await sink.waitForMail(payload.email)

    expect(mail.user).toBe(SMTP_USER.name)
    expect(mail.envelope).toEqual({ from: 'hello@club.example', to: [payload.email] })
    expect(mail.headers.get('from')).toBe(MAIL_FROM)
    expect(mail.headers.get('to')).toBe(payload.email)
    expect(mail.headers.get('subject')).toBe('Verify your Lembut Baby Club account')
    expect(new Date(mail.headers.get('date')!).toISOString()).toBe(server.clock.now().toISOString())
    expect(mail.headers.get('message-id')).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/)
    expect(mail.headers.get('mime-version')).toBe('1.0')
    expect([mail.mimeType, mail.charset]).toEqual(['text/plain', 'utf-8'])
    expect(mail.text).toMatch(/^Hi Siti Aminah,\n\nThank you for joining Lembut Baby Club\. Open this link to verify your email and sign in:\n\nhttps:\/\/\S+\n\nThe link works today only\. If you did not sign up, do not open it: it would give your email to someone else's account\.\n?$/)

    const link = linkIn(mail)
    expect(`${link.origin}${link.pathname}`).toBe('https://club.example/club/registration/confirm-and-verify')
    expect(link.searchParams.get('user')).toBe(uuid)
    // What the page at the link does: send its query to the API, which verifies and signs in.
    const verified = await postJson(server, '/user/verify', linkBody(link))
    expect(verified.status).toBe(200)
    const { userData } = await json(verified)
    expect((await postJson(server, '/user/session', { token: userData.token })).status).toBe(200)
    expect((await json(await postJson(server, '/user/verify', linkBody(link)))).code).toBe('verifyLinkExpired')

    // Sent by SMTP, not written to the outbox; the queue keeps no link once the email is sent.
    await emailsTried()
    expect((await readOutbox(server.deps.config.dataDir)).filter((m) => m.to === payload.email)).toEqual([])
    const queued = await server.deps.db.selectFrom('emailQueue').select(['body', 'sentAt', 'attempts']).where('recipient', '=', payload.email).execute()
    expect(queued).toEqual([{ body: '', sentAt: server.clock.now().toISOString(), attempts: 1 }])
  })

  it('is in Malay for a member who signed up in Malay', async () => {
    const payload = signupPayload({ language: 'bm' })
    await postJson(server, '/user/signup', payload)
    const mail = await sink.waitForMail(payload.email)
    expect(mail.headers.get('subject')).toBe('Sahkan akaun Lembut Baby Club anda')
    expect(mail.text).toMatch(/^Hai Siti Aminah,\n\nTerima kasih kerana menyertai Lembut Baby Club\. Buka pautan ini untuk mengesahkan e-mel anda dan log masuk:\n\nhttps:\/\/\S+\n\nPautan ini sah untuk hari ini sahaja\. Jika anda tidak mendaftar, jangan buka pautan ini: ia akan memberikan e-mel anda kepada akaun orang lain\.\n?$/)
    expect(linkIn(mail).pathname).toBe('/club/registration/confirm-and-verify')
  })

  it('shows a club name beyond ASCII as written, in the subject and the text', async () => {
    const club = (await readSetting(server.deps.db, 'club', ClubSchema))!
    await writeSetting(server.deps.db, 'club', { ...club, name: 'Kelab Bayi Ceria – Ibu & Anak ✓' }, server.clock.now())
    try {
      const payload = signupPayload()
      await postJson(server, '/user/signup', payload)
      const mail = await sink.waitForMail(payload.email)
      expect(mail.headers.get('subject')).toBe('Verify your Kelab Bayi Ceria – Ibu & Anak ✓ account')
      expect(mail.text).toContain('Thank you for joining Kelab Bayi Ceria – Ibu & Anak ✓.')
    } finally {
      await writeSetting(server.deps.db, 'club', club, server.clock.now())
    }
  })
})

/** Opens the emailed verification link: only a proven email is sent reset links (the identity ruling). */
async function createProvenMember() {
  const member = await createMember(server)
  const mail = await sink.waitForMail(member.email, (m) => m.text.includes('/registration/confirm-and-verify'))
  expect((await postJson(server, '/user/verify', linkBody(linkIn(mail)))).status).toBe(200)
  return member
}

describe('the password reset email', () => {
  it.each([
    ['en', 'Reset your Lembut Baby Club password', 'Hi Siti Aminah,\n\nOpen this link to choose a new password:'],
    ['bm', 'Tetapkan semula kata laluan Lembut Baby Club anda', 'Hai Siti Aminah,\n\nBuka pautan ini untuk menetapkan kata laluan baharu:'],
  ] as const)('arrives in the language asked for (%s), and its link resets the password once', async (language, subject, opening) => {
    const member = await createProvenMember()
    expect((await postJson(server, '/user/password/forgot', { email: member.email, language })).status).toBe(204)
    const mail = await sink.waitForMail(member.email, (m) => m.text.includes('/password/reset'))
    expect(mail.headers.get('subject')).toBe(subject)
    expect(mail.text.startsWith(opening)).toBe(true)

    const link = linkIn(mail)
    expect(`${link.origin}${link.pathname}`).toBe('https://club.example/club/password/reset')
    expect((await postJson(server, '/user/password/reset', { ...linkBody(link), password: NEW_PASSWORD })).status).toBe(204)
    expect((await signIn(member.email, PASSWORD)).status).toBe(401)
    expect((await signIn(member.email, NEW_PASSWORD)).status).toBe(200)
    const again = await postJson(server, '/user/password/reset', { ...linkBody(link), password: 'Another2026!' })
    expect((await json(again)).code).toBe('resetLinkExpired')
  })
})

describe('when the mail server fails', () => {
  it('keeps the signup and the reset request, and delivers both, with working links, once it is back', async () => {
    const member = await createProvenMember()
    await emailsTried() // its verification email is out of the way
    const payload = signupPayload()
    sink.refusing = true
    const refusedBefore = sink.refused

    const signup = await postJson(server, '/user/signup', payload)
    expect(signup.status).toBe(200)
    expect((await postJson(server, '/user/password/forgot', { email: member.email, language: 'en' })).status).toBe(204)
    await emailsTried()
    expect(sink.refused).toBe(refusedBefore + 2)

    // Not due again for a minute: another run sends nothing.
    await emailsTried()
    expect(sink.refused).toBe(refusedBefore + 2)

    sink.refusing = false
    server.clock.advance(60_000)
    await emailsTried()
    const verification = await sink.waitForMail(payload.email)
    const reset = await sink.waitForMail(member.email, (m) => m.text.includes('/password/reset'))
    expect((await postJson(server, '/user/verify', linkBody(linkIn(verification)))).status).toBe(200)
    expect((await postJson(server, '/user/password/reset', { ...linkBody(linkIn(reset)), password: NEW_PASSWORD })).status).toBe(204)

    // The log says why, not what the server answered (a reply may quote the message).
    const failures = server.logs.map((l) => JSON.parse(l)).filter((l) => l.event === 'message_failed' && l.channel === 'email')
    expect(failures.length).toBeGreaterThanOrEqual(2)
    expect(failures.every((l) => l.reason === 'EMESSAGE 451')).toBe(true)
    expect(server.logs.join('\n')).not.toContain(linkIn(reset).searchParams.get('sig'))
  })

  it('drops an email it could not deliver before the Malaysian day ended, as its link has died', async () => {
    const member = await createProvenMember()
    await emailsTried()
    sink.refusing = true
    const refusedBefore = sink.refused
    await postJson(server, '/user/password/forgot', { email: member.email, language: 'en' })
    await emailsTried()
    expect(sink.refused).toBe(refusedBefore + 1)

    const startedAt = server.clock.now()
    try {
      sink.refusing = false
      server.clock.set('2026-06-02T16:00:00Z') // midnight in Kuala Lumpur
      await emailsTried()
      expect(sink.received.filter((m) => m.envelope.to.includes(member.email) && m.text.includes('/password/reset'))).toEqual([])
    } finally {
      server.clock.set(startedAt)
    }
  })

  it('sends a queued email once when two servers share the database', async () => {
    const member = await createProvenMember()
    await emailsTried()
    sink.refusing = true
    const refusedBefore = sink.refused
    await postJson(server, '/user/password/forgot', { email: member.email, language: 'en' })
    await emailsTried()
    expect(sink.refused).toBe(refusedBefore + 1)

    sink.refusing = false
    server.clock.advance(60_000)
    const { config, clock, logger, db } = server.deps
    const other = createMessageSender(config, clock, logger, db)
    await Promise.all([server.deps.messages.deliverQueuedEmails(), other.deliverQueuedEmails()])
    expect(sink.received.filter((m) => m.envelope.to.includes(member.email) && m.text.includes('/password/reset'))).toHaveLength(1)
  })
})
