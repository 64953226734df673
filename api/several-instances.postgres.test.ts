import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_FAILED_SIGNINS } from '../domain/identity-rules.ts'
import { type Database, openDatabase } from './db/connection.ts'
import { CHILD_ADMIN, type ChildServer, startChildServer } from './test-support/child-server.ts'
import { json } from './test-support/json.ts'
import { bearer, createMember, PASSWORD, postJson } from './test-support/members.ts'
import { newTestDatabase, type TestDatabase } from './test-support/test-database.ts'
import { waitFor } from './test-support/wait-for.ts'

// Two real server processes on one PostgreSQL database, as behind a load balancer: whatever one
// instance counted, locked or credited, the other sees. (PostgreSQL only: SQLite is one process.)
let dataDir: string
let database: TestDatabase
let db: Database
let instances: [ChildServer, ChildServer]
let codes: string[]

beforeAll(async () => {
  // One data directory for both: their outbox.jsonl, where the tests read OTPs, is then one file.
  dataDir = await mkdtemp(path.join(tmpdir(), 'kelab-instances-'))
  database = await newTestDatabase()
  instances = [await startChildServer(dataDir, database.url), await startChildServer(dataDir, database.url)]
  db = openDatabase(database.url!)
  const admin = await json(await postJson(instances[0], '/admin/auth/login', CHILD_ADMIN))
  const size = await db.selectFrom('sizes').select(['id as sizeId', 'brandId', 'formatId']).orderBy('id').limit(1).executeTakeFirstOrThrow()
  const batch = await json(await postJson(instances[0], '/admin/setting/code/generate', { ...size, quantity: 10, points: 10 }, bearer(admin.token)))
  const done = async () => (await db.selectFrom('codeBatches').select('status').where('id', '=', batch.id).executeTakeFirstOrThrow()).status === 'done' || undefined
  await waitFor(done, `code batch ${batch.id} not done`)
  codes = (await db.selectFrom('uniqueCodes').select('code').where('batchId', '=', batch.id).execute()).map((r) => r.code)
}, 120_000)
afterAll(async () => {
  await db?.destroy()
  for (const instance of instances ?? []) await instance.kill()
  await database.drop()
  await rm(dataDir, { recursive: true, force: true })
})

/** The instance a load balancer would pick for the i-th request: each in turn. */
const instance = (i: number) => instances[i % 2]!
const scan = (i: number, token: string, code: string, headers: Record<string, string> = {}) => postJson(instance(i), '/user/scancode', { code }, { ...bearer(token), ...headers })
const ledgerRows = (code: string) => db.selectFrom('pointsLedger').selectAll().where('source', '=', 'scan').where('reference', '=', code).execute()

describe('two API instances on one PostgreSQL', () => {
  it('credit a code raced 50 times across both once', async () => {
    const member = await createMember(instance(0))
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => scan(i, member.token, codes[0]!)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true)
    expect(await ledgerRows(codes[0]!)).toHaveLength(1)
    // The balance the other instance answers with its next credit is the ledger's sum.
    const next = await json(await scan(1, member.token, codes[1]!))
    const ledger = await db.selectFrom('pointsLedger').select((eb) => eb.fn.sum<number>('points').as('total')).where('memberId', '=', await memberId(member.uuid)).executeTakeFirstOrThrow()
    expect(next.totalPoints).toBe(ledger.total)
  })

  it('answer one Idempotency-Key with its first answer from either instance, and credit once', async () => {
    const member = await createMember(instance(1))
    const key = { 'idempotency-key': 'replay-across-instances-1' }
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => scan(i, member.token, codes[2]!, key)))
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200))
    const bodies = await Promise.all(answers.map((r) => r.text()))
    expect(new Set(bodies).size).toBe(1)
    expect(await ledgerRows(codes[2]!)).toHaveLength(1)
  })

  it('count one member’s requests against one rate limit', async () => {
    const member = await createMember(instance(0))
    // 60 scans a minute per member (routes/codes.ts): codes that fail their check still count.
    const answers = await Promise.all(Array.from({ length: 61 }, (_, i) => scan(i, member.token, 'AAAAAAAAAA')))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 429)).toHaveLength(1)
    expect((await scan(0, member.token, 'AAAAAAAAAA')).status).toBe(429)
    expect((await scan(1, member.token, 'AAAAAAAAAA')).status).toBe(429)
  })

  it('lock an account after wrong passwords made on either instance, and keep sessions on both', async () => {
    const member = await createMember(instance(1))
    const signin = (i: number, password: string) => postJson(instance(i), '/user/signin', { email: member.email, password })
    for (let i = 1; i < MAX_FAILED_SIGNINS; i++) expect((await signin(i, 'Wrong-pass1!')).status).toBe(401)
    expect((await signin(MAX_FAILED_SIGNINS, 'Wrong-pass1!')).status).toBe(423)
    for (const i of [0, 1]) expect((await signin(i, PASSWORD)).status).toBe(423)
    // The token the member signed in with on one instance works on the other.
    for (const i of [0, 1]) expect((await fetch(`${instance(i).api}/user/points/fetch`, { headers: bearer(member.token) })).status).toBe(200)
  })
})

const memberId = async (uuid: string) => (await db.selectFrom('members').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).id
