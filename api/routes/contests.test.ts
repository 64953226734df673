import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Contest } from '../../domain/contests.ts'
import { contestForm, type EntryFields, insertContest, submitEntries } from '../test-support/contests.ts'
import { expectError } from '../test-support/expect-error.ts'
import { json } from '../test-support/json.ts'
import { bearer } from '../test-support/members.ts'
import { tinyPng } from '../test-support/receipts.ts'
import { insertShopper } from '../test-support/shop.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { balanceOf } from '../services/ledger.ts'
import { sweepStagedUploads } from '../services/staged-uploads.ts'
import { insertSubmission } from '../db/contests.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

let seed = 1
const photo = (): EntryFields => ({ image: { bytes: tinyPng(seed++) } })
const fetchContests = async (token: string): Promise<Contest[]> => (await json(await fetch(`${server.api}/contest/fetch`, { headers: bearer(token) }))).data
const privateFiles = async () => [
  ...(await readdir(path.join(server.deps.config.filesDir, 'private'))),
  ...(await readdir(path.join(server.deps.config.filesDir, 'staging', 'private'))),
]
const entriesOf = (memberId: number) => server.deps.db.selectFrom('contestEntries').selectAll().where('memberId', '=', memberId).execute()
const ledgerOf = (memberId: number) => server.deps.db.selectFrom('pointsLedger').selectAll().where('memberId', '=', memberId).where('source', '=', 'contest').execute()

describe('GET /contest/fetch', () => {
  it('lists shown contests, running first then by soonest end, in both languages with their steps, prizes, options and entries left', async () => {
    const member = await insertShopper(server, { points: 1000 })
    const now = server.clock.now().getTime()
    const day = 86_400_000
    const late = await insertContest(server, { endsIn: 30, gotDropdown: true })
    const soon = await insertContest(server, { endsIn: 2 })
    const future = await insertContest(server, { startsAt: new Date(now + day).toISOString(), endsAt: new Date(now + 3 * day).toISOString() })
    const over = await insertContest(server, { startsAt: new Date(now - 3 * day).toISOString(), endsAt: new Date(now - day).toISOString() })
    const hidden = await insertContest(server, { active: false })
    const contests = await fetchContests(member.token)
    const ids = contests.map((c) => c.id)
    expect(ids).not.toContain(hidden.id)
    const mine = contests.filter((c) => [late.id, soon.id, future.id, over.id].includes(c.id))
    expect(mine.map((c) => [c.id, c.status])).toEqual([
      [soon.id, 'running'],
      [late.id, 'running'],
      [over.id, 'ended'],
      [future.id, 'notStarted'],
    ])
    const detail = contests.find((c) => c.id === late.id)!
    expect(detail).toMatchObject({
      name: { en: expect.stringMatching(/^Contest/), bm: expect.stringMatching(/^Peraduan/) },
      pointRequired: true,
      pointsPerEntry: 100,
      entriesPerPerson: 5,
      entriesUsed: 0,
      entriesLeft: 5,
      mechanics: { uploadImages: true, uploadReceipts: false, linkUrl: false, gotDropdown: true },
      dropdownTitle: { en: 'Your favourite', bm: 'Kegemaran anda' },
      steps: [{ instructions: { en: 'Take a photo', bm: 'Ambil gambar' }, description: { en: 'Of your baby', bm: 'Bayi anda' } }],
      prizes: [{ title: { en: 'Diaper pack', bm: 'Pek lampin' }, amount: 3 }],
      myEntries: [],
    })
    expect(detail.options.map((o) => o.id)).toEqual(late.optionIds)
  })
})

describe('POST /contest/submit', () => {
  it('makes the entries with their files, link and choice, and debits entries x points per entry through the ledger', async () => {
    const member = await insertShopper(server, { points: 1000 })
    const contest = await insertContest(server, { uploadReceipts: true, linkUrl: true, gotDropdown: true })
    const entry = (): EntryFields => ({ ...photo(), receiptsImage: { bytes: tinyPng(seed++), name: 'receipt.jpg', type: 'image/jpeg' }, link: 'https://example.com/post/1', selectedValue: String(contest.optionIds[1]) })
    const res = await submitEntries(server, member.token, contestForm(contest.id, [entry(), entry()]))
    expect(res.status).toBe(200)
    const body = await json(res)
    expect(body).toMatchObject({ entries: 2, points: 200, totalPoints: 800, contest: { id: contest.id, entriesUsed: 2, entriesLeft: 3 } })
    expect(body.contest.myEntries).toHaveLength(2)
    expect(body.contest.myEntries[0]).toMatchObject({ status: 'pending', hasImage: true, hasReceipt: true, link: 'https://example.com/post/1', optionId: contest.optionIds[1] })
    expect(await balanceOf(server.deps.db, member.id)).toBe(800)
    const ledger = await ledgerOf(member.id)
    expect(ledger).toMatchObject([{ points: -200, reference: String(body.submissionId) }])
    const rows = await entriesOf(member.id)
    expect(rows).toHaveLength(2)
    const files = await privateFiles()
    for (const row of rows) {
      expect(files).toContain(row.imageFile)
      expect(files).toContain(row.receiptFile)
    }
    expect((await fetchContests(member.token)).find((c) => c.id === contest.id)).toMatchObject({ entriesUsed: 2, entriesLeft: 3 })
  })

  it('charges nothing for a contest that asks for no points', async () => {
    const member = await insertShopper(server)
    const contest = await insertContest(server, { pointRequired: false })
    const res = await submitEntries(server, member.token, contestForm(contest.id, [photo()]))
    expect(await json(res)).toMatchObject({ entries: 1, points: 0, totalPoints: 0 })
    expect(await ledgerOf(member.id)).toHaveLength(0)
  })

  it('10 racing submits of 2 entries to a contest allowing 5: 2 get through, 4 entries, exactly their points debited', async () => {
    const member = await insertShopper(server, { points: 5000 })
    const contest = await insertContest(server, { entriesPerPerson: 5 })
    const answers = await Promise.all(Array.from({ length: 10 }, () => submitEntries(server, member.token, contestForm(contest.id, [photo(), photo()]))))
    expect(answers.filter((r) => r.status === 200)).toHaveLength(2)
    for (const res of answers.filter((r) => r.status !== 200)) {
      const body = await json(res)
      expect(res.status).toBe(409)
      expect(body).toMatchObject({ code: 'contestMaximumReached', entriesLeft: 1 })
    }
    const rows = await entriesOf(member.id)
    expect(rows).toHaveLength(4)
    expect(await balanceOf(server.deps.db, member.id)).toBe(4600)
    expect((await ledgerOf(member.id)).map((r) => r.points)).toEqual([-200, -200])
    // Only the files of the 4 entries are left: the refused submits' staged files are gone.
    const files = await privateFiles()
    const named = rows.map((r) => r.imageFile!)
    expect(files.filter((f) => named.includes(f))).toHaveLength(4)
    expect((await readdir(path.join(server.deps.config.filesDir, 'staging', 'private')))).toEqual([])
  })

  it('racing submits never spend more than the balance: 500 points pay for 2 submits of 2 entries, the rest are refused', async () => {
    const member = await insertShopper(server, { points: 500 })
    const contest = await insertContest(server, { entriesPerPerson: 50 })
    const answers = await Promise.all(Array.from({ length: 10 }, () => submitEntries(server, member.token, contestForm(contest.id, [photo(), photo()]))))
    expect(answers.filter((r) => r.status === 200)).toHaveLength(2)
    for (const res of answers.filter((r) => r.status !== 200)) await expectError(res, 409, 'contestNotEnoughPoints')
    expect(await entriesOf(member.id)).toHaveLength(4)
    expect(await balanceOf(server.deps.db, member.id)).toBe(100)
  })

  it('two members of one household racing for its last entries: the cap holds across them', async () => {
    const first = await insertShopper(server, { points: 1000 })
    const second = await insertShopper(server, { points: 1000 })
    const at = server.clock.now().toISOString()
    const home = await server.deps.db.selectFrom('addresses').select(['line1', 'postcode']).where('memberId', '=', first.id).executeTakeFirstOrThrow()
    await server.deps.db.insertInto('addresses').values({ memberId: second.id, ...home, city: 'Shah Alam', state: 'Selangor', createdAt: at, updatedAt: at }).execute()
    const contest = await insertContest(server, { entriesPerPerson: 5 })
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => submitEntries(server, (i % 2 ? first : second).token, contestForm(contest.id, [photo(), photo(), photo()]))),
    )
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1)
    const made = (await entriesOf(first.id)).length + (await entriesOf(second.id)).length
    expect(made).toBe(3)
    expect((await balanceOf(server.deps.db, first.id)) + (await balanceOf(server.deps.db, second.id))).toBe(1700)
  })

  it('counts the household: two members at one address share the cap', async () => {
    const first = await insertShopper(server, { points: 1000 })
    const second = await insertShopper(server, { points: 1000 })
    const at = server.clock.now().toISOString()
    // The same home written another way: case, punctuation and spacing are folded.
    const home = await server.deps.db.selectFrom('addresses').select(['line1', 'postcode']).where('memberId', '=', first.id).executeTakeFirstOrThrow()
    await server.deps.db
      .insertInto('addresses')
      .values({ memberId: second.id, line1: `  ${home.line1.toUpperCase()}, `, city: 'Shah Alam', state: 'Selangor', postcode: home.postcode, createdAt: at, updatedAt: at })
      .execute()
    const contest = await insertContest(server, { entriesPerPerson: 3 })
    expect((await submitEntries(server, first.token, contestForm(contest.id, [photo(), photo()]))).status).toBe(200)
    expect((await fetchContests(second.token)).find((c) => c.id === contest.id)).toMatchObject({ entriesUsed: 2, entriesLeft: 1, myEntries: [] })
    const refused = await submitEntries(server, second.token, contestForm(contest.id, [photo(), photo()]))
    await expectError(refused.clone(), 409, 'contestMaximumReached')
    expect(await json(refused)).toMatchObject({ entriesLeft: 1 })
    expect((await submitEntries(server, second.token, contestForm(contest.id, [photo()]))).status).toBe(200)
    // Someone down the road is not of the household.
    const neighbour = await insertShopper(server, { points: 1000 })
    expect((await submitEntries(server, neighbour.token, contestForm(contest.id, [photo(), photo(), photo()]))).status).toBe(200)
  })

  describe('refuses, writing nothing and taking no points', () => {
    const now = () => server.clock.now().getTime()
    const day = 86_400_000
    const text = new TextEncoder().encode('just some text, not a picture')
    const big = new Uint8Array(20 * 1024 * 1024)
    big.set(tinyPng(7))
    const cases: [string, () => Promise<{ id: number; optionIds: number[] }>, (c: { id: number; optionIds: number[] }) => FormData, number, string][] = [
      ['a contest not started', () => insertContest(server, { startsAt: new Date(now() + day).toISOString(), endsAt: new Date(now() + 2 * day).toISOString() }), (c) => contestForm(c.id, [photo()]), 409, 'contestNotStarted'],
      ['an ended contest', () => insertContest(server, { startsAt: new Date(now() - 2 * day).toISOString(), endsAt: new Date(now() - 1).toISOString() }), (c) => contestForm(c.id, [photo()]), 409, 'contestEnded'],
      ['a hidden contest', () => insertContest(server, { active: false }), (c) => contestForm(c.id, [photo()]), 404, 'contestNotFound'],
      ['a text file named .png', () => insertContest(server), (c) => contestForm(c.id, [{ image: { bytes: text, name: 'smile.png' } }]), 415, 'fileTypeNotAllowed'],
      ['a 20 MB image', () => insertContest(server), (c) => contestForm(c.id, [{ image: { bytes: big } }]), 413, 'fileTooLarge'],
      ['a choice not offered', () => insertContest(server, { gotDropdown: true }), (c) => contestForm(c.id, [{ ...photo(), selectedValue: String(c.optionIds[1]! + 1000) }]), 422, 'contestChoiceInvalid'],
      ['a link that is not http(s)', () => insertContest(server, { linkUrl: true }), (c) => contestForm(c.id, [{ ...photo(), link: 'javascript:alert(1)' }]), 422, 'contestLinkInvalid'],
      ['an ftp link', () => insertContest(server, { linkUrl: true }), (c) => contestForm(c.id, [{ ...photo(), link: 'ftp://example.com/a.png' }]), 422, 'contestLinkInvalid'],
      ['0 entries', () => insertContest(server), (c) => contestForm(c.id, [], 0), 422, 'contestEntriesInvalid'],
      ['more entries than the contest allows', () => insertContest(server, { entriesPerPerson: 2 }), (c) => contestForm(c.id, [photo(), photo(), photo()]), 409, 'contestMaximumReached'],
      ['more entries than the member can pay for', () => insertContest(server, { pointsPerEntry: 300 }), (c) => contestForm(c.id, [photo(), photo()]), 409, 'contestNotEnoughPoints'],
      ['an entry without its image', () => insertContest(server, { linkUrl: true }), (c) => contestForm(c.id, [{ link: 'https://example.com' }]), 422, 'contestFieldsRequired'],
      ['a second entry without its choice', () => insertContest(server, { gotDropdown: true }), (c) => contestForm(c.id, [{ ...photo(), selectedValue: String(c.optionIds[0]) }, photo()]), 422, 'contestFieldsRequired'],
      ['a field the contest does not ask for', () => insertContest(server), (c) => contestForm(c.id, [{ ...photo(), link: 'https://example.com' }]), 400, 'unknownField'],
      ['a field for an entry beyond the count', () => insertContest(server), (c) => contestForm(c.id, [photo(), photo()], 1), 400, 'unknownField'],
      ['an unknown contest', async () => ({ id: 999_999, optionIds: [] }), (c) => contestForm(c.id, [photo()]), 404, 'contestNotFound'],
    ]
    it.each(cases)('%s', async (_, setup, form, status, code) => {
      const member = await insertShopper(server, { points: 500 })
      const contest = await setup()
      const before = await privateFiles()
      await expectError(await submitEntries(server, member.token, form(contest)), status, code as never)
      expect(await entriesOf(member.id)).toHaveLength(0)
      expect(await server.deps.db.selectFrom('contestSubmissions').select('id').where('memberId', '=', member.id).execute()).toHaveLength(0)
      expect(await ledgerOf(member.id)).toHaveLength(0)
      expect(await balanceOf(server.deps.db, member.id)).toBe(500)
      expect(await privateFiles()).toEqual(before)
    })

    it('a member who has entered before, past the cap, is told how many are left', async () => {
      const member = await insertShopper(server, { points: 1000 })
      const contest = await insertContest(server, { entriesPerPerson: 3 })
      expect((await submitEntries(server, member.token, contestForm(contest.id, [photo(), photo()]))).status).toBe(200)
      const res = await submitEntries(server, member.token, contestForm(contest.id, [photo(), photo()]))
      expect(await json(res)).toMatchObject({ code: 'contestMaximumReached', entriesLeft: 1 })
      expect(await balanceOf(server.deps.db, member.id)).toBe(800)
    })
  })

  it('answers a retried submit with the first answer and never charges twice, even when the two race', async () => {
    const member = await insertShopper(server, { points: 1000 })
    const contest = await insertContest(server)
    const entries = [photo(), photo()]
    const key = { 'idempotency-key': `contest-${member.id}-retry` }
    const [a, b] = await Promise.all([submitEntries(server, member.token, contestForm(contest.id, entries), key), submitEntries(server, member.token, contestForm(contest.id, entries), key)])
    const first = await json(a)
    expect(await json(b)).toEqual(first)
    const again = await json(await submitEntries(server, member.token, contestForm(contest.id, entries), key))
    expect(again).toEqual(first)
    expect(await entriesOf(member.id)).toHaveLength(2)
    expect(await balanceOf(server.deps.db, member.id)).toBe(800)
    const staged = await readdir(path.join(server.deps.config.filesDir, 'staging', 'private'))
    expect(staged).toEqual([])
    // The same key with other files is another request, refused.
    await expectError(await submitEntries(server, member.token, contestForm(contest.id, [photo(), photo()]), key), 422, 'idempotencyKeyReused')
  })

  it('refuses an id in the form that is not the token’s member', async () => {
    const member = await insertShopper(server, { points: 1000 })
    const contest = await insertContest(server)
    const form = contestForm(contest.id, [photo()])
    form.append('id', 'someone-else')
    expect((await submitEntries(server, member.token, form)).status).toBe(403)
  })
})

describe('entry images', () => {
  it('are served to the member who made the entry, and to no other member', async () => {
    const member = await insertShopper(server, { points: 1000 })
    const other = await insertShopper(server)
    const contest = await insertContest(server, { uploadReceipts: true })
    const bytes = tinyPng(seed++)
    const res = await submitEntries(server, member.token, contestForm(contest.id, [{ image: { bytes }, receiptsImage: { bytes: tinyPng(seed++) } }]))
    const { contest: after } = await json(res)
    const id = after.myEntries[0].id
    const image = await fetch(`${server.api}/contest/entry/${id}/image`, { headers: bearer(member.token) })
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('cache-control')).toBe('no-store')
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(bytes)
    expect((await fetch(`${server.api}/contest/entry/${id}/receipt`, { headers: bearer(member.token) })).status).toBe(200)
    await expectError(await fetch(`${server.api}/contest/entry/${id}/image`, { headers: bearer(other.token) }), 404, 'contestEntryNotFound')
    await expectError(await fetch(`${server.api}/contest/entry/${id}/receipt`, { headers: bearer(other.token) }), 404, 'contestEntryNotFound')
    expect((await fetch(`${server.api}/contest/entry/${id}/image`)).status).toBe(401)
  })

  it('answers 404 for a file the contest did not ask for', async () => {
    const member = await insertShopper(server, { points: 1000 })
    const contest = await insertContest(server)
    const { contest: after } = await json(await submitEntries(server, member.token, contestForm(contest.id, [photo()])))
    await expectError(await fetch(`${server.api}/contest/entry/${after.myEntries[0].id}/receipt`, { headers: bearer(member.token) }), 404, 'contestEntryNotFound')
  })
})

describe('a crash between the commit and the move', () => {
  it('is finished by the sweep: a staged file a committed entry names is moved into place, an unnamed one removed', async () => {
    const member = await insertShopper(server)
    const contest = await insertContest(server, { uploadReceipts: true })
    const { files, db } = server.deps
    const image = await files.stage('private', 'png', tinyPng(seed++))
    const receipt = await files.stage('private', 'png', tinyPng(seed++))
    const orphan = await files.stage('private', 'png', tinyPng(seed++))
    await insertSubmission(db, { contestId: contest.id, memberId: member.id, points: 0, entries: [{ imageFile: image.name, receiptFile: receipt.name, link: null, optionId: null }], at: server.clock.now() })
    await sweepStagedUploads(db, files, 0)
    const stored = await readdir(path.join(server.deps.config.filesDir, 'private'))
    expect(stored).toEqual(expect.arrayContaining([image.name, receipt.name]))
    expect(stored).not.toContain(orphan.name)
    expect(await readdir(path.join(server.deps.config.filesDir, 'staging', 'private'))).toEqual([])
  })
})
