import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BULK_USER_COLUMNS, MAX_BULK_USER_BYTES, MAX_BULK_USER_ROWS } from '../../../domain/bulk-users.ts'
import { createUpload, runUpload } from '../../services/bulk-users.ts'
import { adminToken } from '../../test-support/admins.ts'
import { lastAudit } from '../../test-support/audit.ts'
import { expectError } from '../../test-support/expect-error.ts'
import { json } from '../../test-support/json.ts'
import { bearer, createMember, PASSWORD, postJson, signupPayload } from '../../test-support/members.ts'
import { lastLink, lastOtp, linkBody, readOutbox } from '../../test-support/outbox.ts'
import { insertShopper } from '../../test-support/shop.ts'
import { adminCalls, csvFile, uploadForm } from '../../test-support/csv-uploads.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
let admin: Record<string, string>
beforeAll(async () => {
  server = await startTestServer()
  admin = bearer(await adminToken(server))
})
afterAll(() => server.close())

const HEADER = BULK_USER_COLUMNS.join(',')
const csv = (text: string | Uint8Array, name = 'users.csv') => csvFile(text, name)
const form = uploadForm
const { post, postInProcess, get } = adminCalls(() => ({ server, admin }))
const check = (file: File | undefined) => post('/admin/setting/bulkCreateUsers/check', form(file))
const upload = (file: File | undefined, fields: Record<string, string>, headers: Record<string, string> = {}) => post('/admin/setting/bulkCreateUsers', form(file, fields), headers)

/** People no test has used: numbers 6011 and 8 digits (as the file writes them), emails of their own. */
let serial = 0
const person = (name = 'Siti Aminah') => {
  const n = ++serial
  return { name, email: `bulk${n}.${process.pid}@example.com`, file: `6011${String(n).padStart(4, '0')}${String(process.pid % 10_000).padStart(4, '0')}` }
}
const local = (fileNumber: string) => fileNumber.slice(1)
const line = (p: { name: string; email: string; file: string }, rest = ',,,,,,') => `${p.name},${p.email},${p.file},${rest}`

const count = async (table: 'bulkUserUploads' | 'bulkUserRows' | 'members' | 'adminAudit') =>
  Number((await server.deps.db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n)
const history = async () => (await json(await get('/admin/fetch/dashboard/bulkCreateUsers'))).data as { id: number; state: string; created: number; skipped: number; pending: number; fileUrl: string }[]
const settled = async (id: number) => {
  await expect.poll(async () => (await history()).find((u) => u.id === id)?.state, { interval: 10, timeout: 20_000 }).toBe('done')
  return (await history()).find((u) => u.id === id)!
}
const memberByEmail = (email: string) => server.deps.db.selectFrom('members').selectAll().where('email', '=', email).executeTakeFirst()
let labelSerial = 0
const label = () => `Roadshow ${++labelSerial}`

describe('the template', () => {
  it('has the columns in order, the address last', async () => {
    const res = await get('/admin/fetch/dashboard/bulkCreateUsers/template')
    expect(res.headers.get('content-type')).toMatch(/text\/csv/)
    expect((await res.text()).split('\r\n')[0]).toBe('name,email,number,race,gender,pregnant,state,city,postcode,street')
  })
})

describe('Check Validity (the dry run)', () => {
  it('reads a BOM, CRLF, blank lines and quoted commas, maps 601... to the stored 01..., applies the defaults, and writes nothing', async () => {
    const [a, b, c] = [person(), person('Tan Mei Ling'), person('Kavitha')]
    const before = await Promise.all([count('bulkUserUploads'), count('bulkUserRows'), count('members'), count('adminAudit')])
    const text =
      `\uFEFF${HEADER.toUpperCase()}\r\n` +
      `${line(a, 'Chinese,MALE,yes,selangor,petaling jaya,46000,"12, Jalan 1/1, Seksyen 5"')}\r\n` +
      `\r\n` +
      `${line(b)}\r\n` +
      // An unquoted street keeps its commas: the last column takes the rest of the line.
      `${line(c, 'indian,female,no,Selangor,Petaling Jaya,46000,12, Jalan 1/1, Seksyen 5')}\r\n`
    const res = await check(csv(text))
    expect(res.status).toBe(200)
    const body = await json(res)
    expect(body.totals).toEqual({ rows: 3, valid: 3, issues: 0 })
    expect(body.issueUsers).toEqual([])
    expect(body.data).toEqual([
      { line: 2, name: a.name, email: a.email, number: local(a.file), race: 'chinese', gender: 'male', pregnant: true, state: 'Selangor', city: 'Petaling Jaya', postcode: '46000', street: '12, Jalan 1/1, Seksyen 5', problems: [] },
      { line: 4, name: b.name, email: b.email, number: local(b.file), race: 'other', gender: 'female', pregnant: false, state: '', city: '', postcode: '', street: '', problems: [] },
      { line: 5, name: c.name, email: c.email, number: local(c.file), race: 'indian', gender: 'female', pregnant: false, state: 'Selangor', city: 'Petaling Jaya', postcode: '46000', street: '12, Jalan 1/1, Seksyen 5', problems: [] },
    ])
    expect(await Promise.all([count('bulkUserUploads'), count('bulkUserRows'), count('members'), count('adminAudit')])).toEqual(before)
  })

  it('lists each row with issues with its line and every reason: required, patterns, choices, address, formulas, repeats, members who exist', async () => {
    const existing = await insertShopper(server)
    const held = await server.deps.db.selectFrom('members').select(['email', 'number']).where('id', '=', existing.id).executeTakeFirstOrThrow()
    // A signup still waiting for its OTP holds its email and number too.
    const pending = person()
    expect((await postJson(server, '/user/signup', signupPayload({ email: pending.email, number: local(pending.file) }))).status).toBe(200)
    const ok = person()
    const rows = [
      line(ok),
      `,${person().email},${person().file},,,,,,,`,
      `Siti,,${person().file},,,,,,,`,
      `Siti,${person().email},,,,,,,,`,
      `Siti 2,not-an-email,60123,,,,,,,`,
      `Siti,${person().email},${person().file},purple,other,maybe,,,,`,
      line(person(), 'malay,female,no,Selangor,,46000,Jalan 2'),
      line(person(), `malay,female,no,Selangor,Petaling Jaya,99999,${'Jalan '.repeat(30)}`),
      `=HYPERLINK("http://x"),${person().email},${person().file},,,,,,,`,
      line(person(), ',,,,,,@street'),
      `Siti,${ok.email.toUpperCase()},${person().file},,,,,,,`,
      `Siti,${person().email},+${ok.file},,,,,,,`,
      `Siti,${held.email},${person().file},,,,,,,`,
      `Siti,${person().email},6${held.number},,,,,,,`,
      line(pending),
      `Siti,${person().email},${person().file}`,
      // A mobile number the pattern refuses: 015 is not a mobile prefix.
      `Siti,${person().email},6015${'1'.repeat(8)},,,,,,,`,
    ]
    const body = await json(await check(csv(`${HEADER}\n${rows.join('\n')}\n`)))
    expect(body.totals).toEqual({ rows: rows.length, valid: 1, issues: rows.length - 1 })
    expect(body.issueUsers.map((r: { line: number; problems: string[] }) => [r.line, r.problems])).toEqual([
      [3, ['nameRequired']],
      [4, ['emailRequired']],
      [5, ['numberRequired']],
      [6, ['nameInvalid', 'emailInvalid', 'numberInvalid']],
      [7, ['raceInvalid', 'genderInvalid', 'pregnantInvalid']],
      [8, ['addressIncomplete']],
      [9, ['addressUnknown', 'streetTooLong']],
      [10, ['formulaCell', 'nameInvalid']],
      [11, ['formulaCell', 'addressIncomplete']],
      [12, ['duplicateInFile']],
      // +60... starts with + : a formula to a spreadsheet, so refused like one.
      [13, ['formulaCell']],
      [14, ['existingMember']],
      [15, ['existingMember']],
      [16, ['existingMember']],
      [17, ['columnsWrong']],
      [18, ['numberInvalid']],
    ])
    const invalid = body.issueUsers.find((r: { line: number }) => r.line === 6)
    expect(invalid).toMatchObject({ name: 'Siti 2', email: 'not-an-email', number: '60123' })
  })

  it('refuses a whole file that is not a CSV, empty, too large or with other columns, with a clear error', async () => {
    await expectError(await check(undefined), 422, 'bulkUsersFileRequired')
    await expectError(await check(csv(`${HEADER}\nA,a@example.com,60123456789`, 'users.txt')), 415, 'bulkUsersNotCsv')
    await expectError(await check(csv(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))), 415, 'bulkUsersNotCsv')
    await expectError(await check(csv(new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0xff, 0xfe, 0x0a]))), 415, 'bulkUsersNotCsv')
    await expectError(await check(csv('\n\n')), 422, 'bulkUsersCsvEmpty')
    await expectError(await check(csv(`${HEADER}\r\n`)), 422, 'bulkUsersCsvEmpty')
    for (const header of ['email,number', 'name,email,phone', 'name,email,number,name', 'name,email,number,nickname']) {
      await expectError(await check(csv(`${header}\nA,a@example.com,60123456789\n`)), 422, 'bulkUsersCsvColumns')
    }
    const tooMany = `name,email,number\n${'A,a@example.com,60123456789\n'.repeat(MAX_BULK_USER_ROWS + 1)}`
    await expectError(await check(csv(tooMany)), 413, 'bulkUsersCsvTooLarge')
    await expectError(await check(csv(`${HEADER}\n${'x'.repeat(MAX_BULK_USER_BYTES)}`)), 413, 'bulkUsersCsvTooLarge')
  })

  it('takes only the three required columns, in any order', async () => {
    const p = person()
    const body = await json(await check(csv(`number,Name,email\n${p.file},${p.name},${p.email}\n`)))
    expect(body.data).toMatchObject([{ line: 2, email: p.email, number: local(p.file), race: 'other', gender: 'female', pregnant: false, problems: [] }])
  })
})

describe('the upload', () => {
  it('creates verified members with no password, a referral code and tier dates, the source, promoter and address; audited, with a history and a result file', async () => {
    const at = server.clock.now().toISOString()
    const { id: promoterId } = await server.deps.db.insertInto('promoters').values({ name: 'Aini', code: `P${process.pid}`, createdAt: at, updatedAt: at }).returning('id').executeTakeFirstOrThrow()
    const [a, b] = [person(), person('Tan Mei Ling')]
    const taken = await insertShopper(server)
    const takenEmail = (await server.deps.db.selectFrom('members').select('email').where('id', '=', taken.id).executeTakeFirstOrThrow()).email!
    const text = `${HEADER}\n${line(a, 'Malay,female,yes,Selangor,Petaling Jaya,46000,"12, Jalan 1/1"')}\n${line(b)}\n=cmd,${person().email},${person().file},,,,,,,\nSiti,${takenEmail},${person().file},,,,,,,\n`
    const res = await upload(csv(text), { label: ' Roadshow KL ', promoterId: String(promoterId), registerDate: '2025-03-15', registerSource: 'ZERA' })
    expect(res.status).toBe(201)
    const made = await json(res)
    expect(made).toMatchObject({ label: 'Roadshow KL', promoterId, registerDate: '2025-03-15', registerSource: 'ZERA', rows: 4, skipped: 2, fileUrl: `/admin/fetch/dashboard/bulkCreateUsers/file?id=${made.id}` })
    expect(await settled(made.id)).toMatchObject({ state: 'done', created: 2, skipped: 2, pending: 0 })

    const first = (await memberByEmail(a.email))!
    expect(first).toMatchObject({ name: a.name, number: local(a.file), passwordHash: null, race: 'malay', gender: 'female', pregnancyStage: 'pregnant', registerSource: 'ZERA', promoterId, emailVerifiedAt: null })
    expect(first.verifiedAt).not.toBeNull()
    expect(first.referralCode).toMatch(/^[0-9A-Z]{8}$/)
    // Registered 15 March 2025, created on 2 June 2026: joined that day, first review on its next anniversary.
    expect(first.createdAt).toBe('2025-03-14T16:00:00.000Z')
    expect(first.tierResetDate).toBe('2027-03-15')
    expect(await server.deps.db.selectFrom('addresses').select(['line1', 'city', 'state', 'postcode', 'label']).where('memberId', '=', first.id).execute()).toEqual([
      { line1: '12, Jalan 1/1', city: 'Petaling Jaya', state: 'Selangor', postcode: '46000', label: 'HOME' },
    ])
    expect(await memberByEmail(b.email)).toMatchObject({ race: 'other', gender: 'female', pregnancyStage: null })
    const rows = await server.deps.db.selectFrom('bulkUserRows').select(['line', 'status', 'memberId']).where('uploadId', '=', made.id).orderBy('line').execute()
    expect(rows).toEqual([
      { line: 2, status: 'created', memberId: first.id },
      { line: 3, status: 'created', memberId: (await memberByEmail(b.email))!.id },
      { line: 4, status: 'skipped', memberId: null },
      { line: 5, status: 'skipped', memberId: null },
    ])

    expect(await lastAudit(server, 'bulkUsers', made.id)).toMatchObject({
      action: 'bulkUsers.create',
      after: { label: 'Roadshow KL', fileName: 'users.csv', promoterId, registerDate: '2025-03-15', registerSource: 'ZERA', rows: 4, valid: 2, issues: 2 },
    })

    const file = await get(made.fileUrl)
    expect(file.headers.get('content-type')).toMatch(/text\/csv/)
    expect(file.headers.get('content-disposition')).toContain(`bulkCreateUsers-${made.id}.csv`)
    const lines = (await file.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe('line,name,email,number,race,gender,pregnant,state,city,postcode,street,outcome,reason')
    expect(lines[1]).toBe(`2,${a.name},${a.email},${local(a.file)},malay,female,yes,Selangor,Petaling Jaya,46000,"12, Jalan 1/1",created,`)
    // The formula cell comes back neutralised.
    expect(lines[3]).toMatch(/^4,'=cmd,.*,skipped,formulaCell nameInvalid$/)
    expect(lines[4]).toMatch(/^5,Siti,.*,skipped,existingMember$/)
    await expectError(await get('/admin/fetch/dashboard/bulkCreateUsers/file?id=999999'), 404, 'bulkUsersUploadNotFound')
  })

  it('defaults the source to OTHER and the register day to today', async () => {
    const p = person()
    const made = await json(await upload(csv(`${HEADER}\n${line(p)}\n`), { label: label() }))
    expect(made).toMatchObject({ registerSource: 'OTHER', promoterId: null, registerDate: null })
    await settled(made.id)
    expect(await memberByEmail(p.email)).toMatchObject({ registerSource: 'OTHER', promoterId: null, createdAt: server.clock.now().toISOString(), tierResetDate: '2027-06-02' })
  })

  it('refuses a missing file or label, an unknown promoter or source, and a register date in the future or not a date', async () => {
    const file = () => csv(`${HEADER}\n${line(person())}\n`)
    await expectError(await upload(undefined, { label: label() }), 422, 'bulkUsersFileRequired')
    await expectError(await upload(file(), {}), 422, 'bulkUsersLabelRequired')
    await expectError(await upload(file(), { label: '   ' }), 422, 'bulkUsersLabelRequired')
    await expectError(await upload(file(), { label: label(), promoterId: '999999' }), 422, 'bulkUsersPromoterNotFound')
    await expectError(await upload(file(), { label: label(), registerSource: 'TIKTOK' }), 422, 'bulkUsersSourceInvalid')
    await expectError(await upload(file(), { label: label(), registerDate: '2026-06-03' }), 422, 'bulkUsersDateInvalid')
    await expectError(await upload(file(), { label: label(), registerDate: 'yesterday' }), 422, 'bulkUsersDateInvalid')
    await expectError(await upload(csv('nothing', 'users.pdf'), { label: label() }), 415, 'bulkUsersNotCsv')
  })

  it('creates a person named twice in a file once', async () => {
    const p = person()
    const made = await json(await upload(csv(`${HEADER}\n${line(p)}\n${line(p)}\nOther,${person().email},${p.file},,,,,,,\n`), { label: label() }))
    expect(await settled(made.id)).toMatchObject({ created: 1, skipped: 2 })
    expect(await server.deps.db.selectFrom('members').select('id').where('number', '=', local(p.file)).execute()).toHaveLength(1)
  })

  it('refuses the same file and label twice, and answers a retry with the same Idempotency-Key with the same upload', async () => {
    const p = person()
    const file = () => csv(`${HEADER}\n${line(p)}\n`)
    const fields = { label: label() }
    const key = { 'idempotency-key': 'bulk-retry-0001' }
    const first = await json(await upload(file(), fields, key))
    const again = await upload(file(), fields, key)
    expect(again.status).toBe(201)
    expect((await json(again)).id).toBe(first.id)
    await expectError(await upload(file(), fields), 409, 'bulkUsersFileUsed')
    await expectError(await upload(csv(`${HEADER}\n${line(person())}\n`), fields, key), 422, 'idempotencyKeyReused')
    await expectError(await upload(file(), fields, { 'idempotency-key': 'bad key' }), 400, 'idempotencyKeyInvalid')
    await settled(first.id)
    // The same file under another label finds the member made already: skipped, not made twice.
    const other = await json(await upload(file(), { label: label() }))
    expect(await settled(other.id)).toMatchObject({ created: 0, skipped: 1 })
    expect(await server.deps.db.selectFrom('members').select('id').where('email', '=', p.email).execute()).toHaveLength(1)
  })

  it('makes one upload of two at once, with or without a key, and each member once', async () => {
    const people = [person(), person(), person()]
    const file = () => csv(`${HEADER}\n${people.map((p) => line(p)).join('\n')}\n`)
    for (const headers of [{}, { 'idempotency-key': 'bulk-race-0001' }] as Record<string, string>[]) {
      const fields = { label: label() }
      const before = await count('bulkUserUploads')
      const answers = await Promise.all(Array.from({ length: 4 }, () => postInProcess('/admin/setting/bulkCreateUsers', form(file(), fields), headers)))
      const ok = answers.filter((r) => r.status === 201)
      expect(await count('bulkUserUploads')).toBe(before + 1)
      if ('idempotency-key' in headers) expect(ok).toHaveLength(4)
      else {
        expect(ok).toHaveLength(1)
        for (const refused of answers.filter((r) => r.status !== 201)) await expectError(refused, 409, 'bulkUsersFileUsed')
      }
      await settled((await json(ok[0]!)).id)
    }
    for (const p of people) expect(await server.deps.db.selectFrom('members').select('id').where('email', '=', p.email).execute()).toHaveLength(1)
  })

  it('skips, not duplicates, a member who signed up between the check and their turn', async () => {
    const [early, late] = [person(), person()]
    const file = csv(`${HEADER}\n${line(early)}\n${line(late)}\n`)
    const fields = { label: label() }
    const id = await createUpload(server.deps, { file, fields, admin: { id: 1, username: 'admin', role: 'dev' }, idempotencyKey: undefined })
    // The member verifies through the app before the upload's rows are worked through.
    await createMember(server, { email: late.email, number: local(late.file) })
    await runUpload(server.deps, id)
    expect(await settled(id)).toMatchObject({ created: 1, skipped: 1, pending: 0 })
    expect(await server.deps.db.selectFrom('bulkUserRows').select(['line', 'status', 'problems']).where('uploadId', '=', id).orderBy('line').execute()).toEqual([
      { line: 2, status: 'created', problems: null },
      { line: 3, status: 'skipped', problems: 'existingMember' },
    ])
    expect(await server.deps.db.selectFrom('members').select('passwordHash').where('number', '=', local(late.file)).execute()).toEqual([{ passwordHash: expect.any(String) }])
  })
})

describe('a member created in bulk', () => {
  const NEW_PASSWORD = 'Bulk2026!pass'

  it('is told at sign-in to choose a password, gets a link by email, sets it, and signs in', async () => {
    const p = person()
    await settled((await json(await upload(csv(`${HEADER}\n${line(p)}\n`), { label: label() }))).id)
    const after = (await readOutbox(server.deps.config.dataDir)).length
    const signin = await postJson(server, '/user/signin', { email: p.email, password: 'anything', language: 'en' })
    expect(signin.status).toBe(200)
    expect(await json(signin)).toEqual({ flow: 'resetPassword' })
    const link = linkBody(await lastLink(server.deps.config.dataDir, p.email, '/password/reset', after))
    expect((await postJson(server, '/user/password/reset', { ...link, password: NEW_PASSWORD })).status).toBe(204)
    const signed = await json(await postJson(server, '/user/signin', { email: p.email, password: NEW_PASSWORD, language: 'en' }))
    expect(signed.token).toEqual(expect.any(String))
    expect(signed.user.email).toBe(p.email)
  })

  it('resets the password through forgot password by a code to the phone (the email is not proven) and signs in with the number', async () => {
    const p = person()
    await settled((await json(await upload(csv(`${HEADER}\n${line(p)}\n`), { label: label() }))).id)
    const after = (await readOutbox(server.deps.config.dataDir)).length
    expect((await postJson(server, '/user/password/forgot', { email: p.file, language: 'bm' })).status).toBe(204)
    const otp = await lastOtp(server.deps.config.dataDir, local(p.file), after)
    expect((await postJson(server, '/user/password/otp/reset', { number: local(p.file), otp, password: PASSWORD })).status).toBe(204)
    const signed = await json(await postJson(server, '/user/signin', { email: local(p.file), password: PASSWORD, language: 'bm' }))
    expect(signed.token).toEqual(expect.any(String))
  })
})

describe('promoter options', () => {
  it('lists every promoter by name, labelled with its code', async () => {
    const at = server.clock.now().toISOString()
    await server.deps.db
      .insertInto('promoters')
      .values([
        { name: 'Zainab', code: `Z${process.pid}`, createdAt: at, updatedAt: at },
        { name: 'Bella', code: `B${process.pid}`, createdAt: at, updatedAt: at },
      ])
      .execute()
    const { data } = await json(await get('/admin/fetch/dashboard/promoter'))
    const labels = data.map((o: { label: string }) => o.label)
    expect(labels).toEqual([...labels].sort())
    expect(labels).toEqual(expect.arrayContaining([`Bella (B${process.pid})`, `Zainab (Z${process.pid})`]))
    expect(data.every((o: { value: unknown }) => Number.isInteger(o.value))).toBe(true)
  })
})
