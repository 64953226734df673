import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_MASS_CREDIT_ROWS } from '../../../domain/mass-credit.ts'
import { balanceOf } from '../../services/ledger.ts'
import { adminToken } from '../../test-support/admins.ts'
import { expectError } from '../../test-support/expect-error.ts'
import { json } from '../../test-support/json.ts'
import { bearer, postJson } from '../../test-support/members.ts'
import { addPoints } from '../../test-support/points.ts'
import { solidPng } from '../../test-support/png.ts'
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

const csv = (text: string | Uint8Array, name = 'credit.csv') => csvFile(text, name)
const form = uploadForm
const { post, postInProcess, get } = adminCalls(() => ({ server, admin }))

let campaignSerial = 0
const campaign = (title = `Campaign ${++campaignSerial}`, points = '100') => ({ type: 'campaign', title, points })
const refund = { type: 'refund' }
const check = (file: File | undefined, fields: Record<string, string>) => post('/admin/setting/massCredit/check', form(file, fields))
const upload = (file: File | undefined, fields: Record<string, string>, headers: Record<string, string> = {}) => post('/admin/setting/massCredit', form(file, fields), headers)

const emailOf = async (id: number) => String((await server.deps.db.selectFrom('members').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email)
const members = async (count: number, points = 0) => {
  const made = await Promise.all(Array.from({ length: count }, () => insertShopper(server, { points })))
  return Promise.all(made.map(async ({ id }) => ({ id, email: await emailOf(id) })))
}
const details = async (id: number) => json(await get(`/admin/fetch/dashboard/massCredit/details?id=${id}`))
const settled = async (id: number, state: string) => {
  await expect.poll(async () => (await details(id)).batch.state, { interval: 10, timeout: 20_000 }).toBe(state)
  return details(id)
}
const count = async (table: 'massCreditBatches' | 'massCreditRows' | 'pointsLedger' | 'adminAudit') =>
  Number((await server.deps.db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n)
const ledgerRows = (reference: string) => server.deps.db.selectFrom('pointsLedger').select(['memberId', 'points', 'source']).where('reference', '=', reference).execute()
/** A balance equals its member's ledger sum by construction; this checks no member went below zero. */
const balances = (ids: number[]) => Promise.all(ids.map((id) => balanceOf(server.deps.db, id)))

describe('mass credit templates', () => {
  it('are offered per type', async () => {
    const campaignCsv = await get('/admin/fetch/dashboard/massCredit/template?type=campaign')
    expect(campaignCsv.headers.get('content-type')).toMatch(/text\/csv/)
    expect((await campaignCsv.text()).split('\r\n')[0]).toBe('email')
    expect((await (await get('/admin/fetch/dashboard/massCredit/template?type=refund')).text()).split('\r\n')[0]).toBe('email,description,points')
    await expectError(await get('/admin/fetch/dashboard/massCredit/template?type=gift'), 422, 'massCreditTypeRequired')
  })
})

describe('the check (dry run)', () => {
  it('lists every row with its member, the unknown emails as noMember, and the totals, writing nothing', async () => {
    const [a, b, c] = await members(3)
    const before = await Promise.all([count('massCreditBatches'), count('massCreditRows'), count('pointsLedger'), count('adminAudit')])
    const text = `\uFEFFEmail\r\n${a!.email}\r\n${b!.email.toUpperCase()}\r\n\r\nnobody@example.com\r\n${c!.email}\r\n`
    const res = await check(csv(text), campaign('Raya 2026', '150'))
    expect(res.status).toBe(200)
    const body = await json(res)
    expect(body.data.map((r: { line: number; userId: number | null; problem: string | null; points: number; description: string }) => [r.line, r.userId, r.problem, r.points, r.description])).toEqual([
      [2, a!.id, null, 150, 'Raya 2026'],
      [3, b!.id, null, 150, 'Raya 2026'],
      [5, null, 'noMember', 150, 'Raya 2026'],
      [6, c!.id, null, 150, 'Raya 2026'],
    ])
    expect(body.problems).toHaveLength(1)
    expect(body.totals).toEqual({ rows: 4, matched: 3, rejected: 1, points: 450 })
    expect(await Promise.all([count('massCreditBatches'), count('massCreditRows'), count('pointsLedger'), count('adminAudit')])).toEqual(before)
  })

  it('wants a type first, and a campaign its title and whole positive points', async () => {
    await expectError(await check(csv('email\r\na@example.com\r\n'), {}), 422, 'massCreditTypeRequired')
    await expectError(await check(csv('email\r\na@example.com\r\n'), { type: 'campaign', points: '10' }), 422, 'massCreditCampaignFields')
    for (const points of ['', '0', '-5', '2.5', '1e3', '99999999']) {
      await expectError(await check(csv('email\r\na@example.com\r\n'), { type: 'campaign', title: 'T', points }), 422, 'massCreditCampaignFields')
    }
  })

  it('refuses a file that is not this type\'s CSV: empty, header only, other columns, not text, not .csv, too many rows', async () => {
    await expectError(await check(csv(''), refund), 422, 'massCreditCsvEmpty')
    await expectError(await check(csv('email,description,points\r\n'), refund), 422, 'massCreditCsvEmpty')
    await expectError(await check(csv('email\r\na@example.com\r\n'), refund), 422, 'massCreditCsvColumns')
    await expectError(await check(csv('mail,description,points\r\na@example.com,x,1\r\n'), refund), 422, 'massCreditCsvColumns')
    await expectError(await check(csv(solidPng(4, 4, [1, 2, 3])), refund), 415, 'fileTypeNotAllowed')
    await expectError(await check(csv('email\r\na@example.com\r\n', 'credit.txt'), campaign()), 415, 'fileTypeNotAllowed')
    const lines = (n: number) => `email\n${Array.from({ length: n }, (_, i) => `m${i}@example.com`).join('\n')}\n`
    await expectError(await check(csv(lines(MAX_MASS_CREDIT_ROWS + 1)), campaign()), 413, 'massCreditCsvTooLarge')
    const full = await check(csv(lines(MAX_MASS_CREDIT_ROWS)), campaign())
    expect(full.status).toBe(200)
    expect((await json(full)).totals).toMatchObject({ rows: MAX_MASS_CREDIT_ROWS, matched: 0 })
  }, 60_000)

  it('rejects faulty lines by line: columns, emails, points, formulas, repeats; quoted commas and multi-line cells are read', async () => {
    const [a] = await members(1)
    const text = [
      'email,description,points',
      `${a!.email},"Order 12, diapers",250`,
      `${a!.email},"Order 13\nsecond line",5`,
      'x@example.com,too,many,cells',
      'x@example.com,missing',
      'not-an-email,Order 14,5',
      '=HYPERLINK("http://evil"),Order 15,5',
      'y@example.com,@SUM(A1),5',
      'y@example.com,Order 16,0',
      'y@example.com,Order 16,-5',
      'y@example.com,Order 16,2.5',
      'y@example.com,,5',
    ].join('\r\n')
    const body = await json(await check(csv(text), refund))
    expect(body.data.map((r: { line: number; problem: string | null }) => [r.line, r.problem])).toEqual([
      [2, null],
      [3, null],
      [5, 'columnsWrong'],
      [6, 'columnsWrong'],
      [7, 'emailInvalid'],
      [8, 'formulaCell'],
      [9, 'formulaCell'],
      [10, 'pointsInvalid'],
      [11, 'pointsInvalid'],
      [12, 'pointsInvalid'],
      [13, 'descriptionInvalid'],
    ])
    expect(body.data[0]).toMatchObject({ description: 'Order 12, diapers', points: 250, userId: a!.id })
    expect(body.totals).toEqual({ rows: 11, matched: 2, rejected: 9, points: 255 })
    const repeated = await json(await check(csv(`email\n${a!.email}\n${a!.email}\n`), campaign()))
    expect(repeated.data.map((r: { problem: string | null }) => r.problem)).toEqual([null, 'duplicateInFile'])
  })
})

describe('the upload', () => {
  it('credits each matched row once, rejects the rest into the error file, and audits it', async () => {
    const people = await members(3, 20)
    const text = `email\r\n${people.map((p) => p.email).join('\r\n')}\r\nnobody@example.com\r\n`
    const res = await upload(csv(text, 'raya.csv'), campaign('Raya', '100'))
    expect(res.status).toBe(201)
    const { id } = await json(res)
    const { batch, data } = await settled(id, 'done')
    expect(batch).toMatchObject({ type: 'campaign', title: 'Raya', points: 100, fileName: 'raya.csv', rows: 4, credited: 3, rejected: 1, creditedPoints: 300 })
    expect(data.map((r: { state: string }) => r.state)).toEqual(['credited', 'credited', 'credited', 'rejected'])
    expect(await balances(people.map((p) => p.id))).toEqual([120, 120, 120])
    expect(await ledgerRows(`${id}:2`)).toEqual([{ memberId: people[0]!.id, points: 100, source: 'massCredit' }])

    const errors = await get(`/admin/fetch/dashboard/massCredit/errors?id=${id}`)
    expect(await errors.text()).toBe('line,email,reason\r\n5,nobody@example.com,noMember\r\n')
    const history = (await json(await get('/admin/fetch/dashboard/massCredit'))).data
    expect(history[0]).toMatchObject({ id, state: 'done', credited: 3 })
    const audit = (await json(await get(`/admin/fetch/audit?entity=massCredit&entityId=${id}`))).data
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['massCredit.credit'])
    expect(audit[0].after).toMatchObject({ type: 'campaign', title: 'Raya', rows: 4, matched: 3, points: 300 })
  })

  it('credits refunds with their own points and descriptions, under the refund source', async () => {
    const [a] = await members(1)
    const { id } = await json(await upload(csv(`email,description,points\n${a!.email},Order 1,30\n${a!.email},Order 2,12\n`), refund))
    await settled(id, 'done')
    expect(await balances([a!.id])).toEqual([42])
    expect(await ledgerRows(`${id}:3`)).toEqual([{ memberId: a!.id, points: 12, source: 'massRefund' }])
  })

  it('credits nothing new for the same file twice, and answers a retry with the same Idempotency-Key with the same batch', async () => {
    const [a] = await members(1)
    const file = () => csv(`email\n${a!.email}\n`)
    const fields = campaign('Once', '10')
    const key = { 'idempotency-key': 'retry-key-0001' }
    const first = await json(await upload(file(), fields, key))
    const again = await upload(file(), fields, key)
    expect(again.status).toBe(201)
    expect((await json(again)).id).toBe(first.id)
    await expectError(await upload(file(), fields), 409, 'massCreditFileUsed')
    await expectError(await upload(file(), fields, { 'idempotency-key': 'retry-key-0002' }), 409, 'massCreditFileUsed')
    await expectError(await upload(csv(`email\n${a!.email}\n\n`), fields, key), 422, 'idempotencyKeyReused')
    await settled(first.id, 'done')
    expect(await balances([a!.id])).toEqual([10])
    // Another campaign may credit the same list.
    const other = await json(await upload(file(), campaign('Another', '10')))
    await settled(other.id, 'done')
    expect(await balances([a!.id])).toEqual([20])
  })

  it('makes one batch of two uploads of the same file at once, with or without a key', async () => {
    const people = await members(5)
    const file = () => csv(`email\n${people.map((p) => p.email).join('\n')}\n`)
    for (const headers of [{}, { 'idempotency-key': 'race-key-0001' }] as Record<string, string>[]) {
      const fields = campaign()
      const before = await count('massCreditBatches')
      const answers = await Promise.all(Array.from({ length: 4 }, () => postInProcess('/admin/setting/massCredit', form(file(), fields), headers)))
      const ok = answers.filter((r) => r.status === 201)
      expect(await count('massCreditBatches')).toBe(before + 1)
      if ('idempotency-key' in headers) expect(ok).toHaveLength(4)
      else {
        expect(ok).toHaveLength(1)
        for (const refused of answers.filter((r) => r.status !== 201)) await expectError(refused, 409, 'massCreditFileUsed')
      }
      await settled((await json(ok[0]!)).id, 'done')
    }
    expect(await balances(people.map((p) => p.id))).toEqual(people.map(() => 200))
  })

  it('refuses an upload without its file (spec: Please reload and try again)', async () => {
    await expectError(await upload(undefined, campaign()), 422, 'massCreditReload')
  })
})

describe('reversal', () => {
  it('takes back each credited row once, records who and when, and audits it; a second reversal is refused', async () => {
    const people = await members(3, 5)
    const { id } = await json(await upload(csv(`email\n${people.map((p) => p.email).join('\n')}\n`), campaign('Oops', '70')))
    await settled(id, 'done')
    const reversal = await postJson(server, '/admin/setting/massCredit/reverse', { id }, admin)
    expect(reversal.status).toBe(202)
    const { batch, data } = await settled(id, 'reversed')
    expect(batch).toMatchObject({ reversedPoints: 210, reversedBy: expect.stringMatching(/^dev-/), reversedAt: expect.any(String) })
    expect(data.map((r: { state: string; reversedPoints: number }) => [r.state, r.reversedPoints])).toEqual([
      ['reversed', 70],
      ['reversed', 70],
      ['reversed', 70],
    ])
    expect(await balances(people.map((p) => p.id))).toEqual([5, 5, 5])
    await expectError(await postJson(server, '/admin/setting/massCredit/reverse', { id }, admin), 409, 'massCreditNotReversible')
    await expectError(await postJson(server, '/admin/setting/massCredit/reverse', { id: 999999 }, admin), 404, 'massCreditBatchNotFound')
    const audit = (await json(await get(`/admin/fetch/audit?entity=massCredit&entityId=${id}`))).data
    expect(audit.map((e: { action: string }) => e.action).sort()).toEqual(['massCredit.credit', 'massCredit.reverse'])
  })

  it('happens once when asked for several times at once', async () => {
    const people = await members(4)
    const { id } = await json(await upload(csv(`email\n${people.map((p) => p.email).join('\n')}\n`), campaign('Twice', '40')))
    await settled(id, 'done')
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.app.request(`${server.deps.config.apiRoot}/admin/setting/massCredit/reverse`, { method: 'POST', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ id }) }),
      ),
    )
    expect(answers.filter((r) => r.status === 202)).toHaveLength(1)
    await settled(id, 'reversed')
    expect(await balances(people.map((p) => p.id))).toEqual([0, 0, 0, 0])
    const reversals = await server.deps.db.selectFrom('pointsLedger').select('reference').where('source', '=', 'massCreditReversal').where('reference', 'like', `${id}:%`).execute()
    expect(reversals).toHaveLength(4)
  })

  it('never takes a balance below zero: a member who spent the points loses only what is left (decision 123)', async () => {
    const [a, b] = await members(2)
    const { id } = await json(await upload(csv(`email\n${a!.email}\n${b!.email}\n`), campaign('Spent', '100')))
    await settled(id, 'done')
    await addPoints(server, a!.id, -80, undefined, 'redemption')
    await postJson(server, '/admin/setting/massCredit/reverse', { id }, admin)
    const { batch, data } = await settled(id, 'reversed')
    expect(data.map((r: { reversedPoints: number }) => r.reversedPoints)).toEqual([20, 100])
    expect(batch.reversedPoints).toBe(120)
    expect(await balances([a!.id, b!.id])).toEqual([0, 0])
  })

  it('is refused while the batch is still crediting', async () => {
    const [a] = await members(1)
    const { id } = await json(await upload(csv(`email\n${a!.email}\n`), campaign()))
    // Held in crediting by hand once the background run is over, so that run cannot move it on.
    await settled(id, 'done')
    await server.deps.db.updateTable('massCreditBatches').set({ state: 'crediting' }).where('id', '=', id).execute()
    await expectError(await postJson(server, '/admin/setting/massCredit/reverse', { id }, admin), 409, 'massCreditNotReversible')
    await server.deps.db.updateTable('massCreditBatches').set({ state: 'done' }).where('id', '=', id).execute()
  })
})
