import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isValidUniqueCode, newUniqueCode } from '../../../domain/unique-code.ts'
import { BATCH_LEASE_MS, batchFileName, generateBatch } from '../../services/code-batches.ts'
import { lastAudit } from '../../test-support/audit.ts'
import { adminToken } from '../../test-support/admins.ts'
import { generateCodes, seededSize, waitForBatch } from '../../test-support/code-batches.ts'
import { json } from '../../test-support/json.ts'
import { BACKGROUND_WAIT } from '../../test-support/wait-for.ts'
import { bearer, createMember, postJson } from '../../test-support/members.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'
import { refuseWrites } from '../../test-support/refusing-trigger.ts'

let server: TestServer
let admin: string
beforeAll(async () => {
  server = await startTestServer()
  admin = await adminToken(server)
})
afterAll(() => server.close())

const get = (path: string, token = admin) => fetch(`${server.api}${path}`, { headers: bearer(token) })

describe('code batches', () => {
  it('generates in the background with progress, then offers the CSV', async () => {
    const { batchId, codes } = await generateCodes(server, admin, { quantity: 7000 })
    expect(codes).toHaveLength(7000)
    expect(new Set(codes).size).toBe(7000)
    expect(codes.filter((code) => !isValidUniqueCode(code))).toEqual([])
    const { batches, brands, doublePointsDate, generatingStatus } = await json(await get('/admin/fetch/dashboard/code/batch'))
    expect(generatingStatus).toBe('idle')
    // The spec's names: doublePointsDate.date, and the brands a batch may be made for.
    expect(doublePointsDate).toEqual({ date: [15, 22] })
    expect(brands.map((b: { name: string }) => b.name)).toContain('Lembut Comfort')
    const batch = batches.find((b: { id: number }) => b.id === batchId)
    expect(batch).toMatchObject({ status: 'done', generated: 7000, quantity: 7000, scanned: 0, active: true, brand: { name: 'Lembut Comfort' } })
    expect(await lastAudit(server, 'codeBatch', batchId)).toMatchObject({ action: 'codeBatch.generate', before: null, after: { quantity: 7000 } })
    expect((await postJson(server, '/admin/setting/hide/batchCode', { id: batchId }, bearer(admin))).status).toBe(200)
    expect(await lastAudit(server, 'codeBatch', batchId)).toMatchObject({ action: 'codeBatch.hide', before: { active: true }, after: { active: false } })
    expect((await postJson(server, '/admin/setting/hide/batchCode', { id: batchId }, bearer(admin))).status).toBe(200)
    expect(await lastAudit(server, 'codeBatch', batchId)).toMatchObject({ action: 'codeBatch.show', after: { active: true } })
    const csv = await (await get(`/admin/fetch/dashboard/code/batch/file?id=${batchId}`)).text()
    const lines = csv.trim().split('\n')
    expect(lines[0]).toBe('code')
    expect(new Set(lines.slice(1))).toEqual(new Set(codes))
  })

  it('refuses missing fields and a size of another brand', async () => {
    const size = await seededSize(server, 'Lembut Comfort', 'pants')
    const other = await seededSize(server, 'Lembut Basics', 'pants')
    const zero = await postJson(server, '/admin/setting/code/generate', { ...size, quantity: 0, points: 10 }, bearer(admin))
    expect(await json(zero)).toMatchObject({ code: 'fillAllFieldsInForm' })
    const mixed = await postJson(server, '/admin/setting/code/generate', { ...size, sizeId: other.sizeId, quantity: 5, points: 10 }, bearer(admin))
    expect(await json(mixed)).toMatchObject({ code: 'sizeNotInBrand' })
  })

  it('looks up one code, showing who scanned it', async () => {
    const { codes } = await generateCodes(server, admin)
    const member = await createMember(server)
    await postJson(server, '/user/scancode', { code: codes[3] }, bearer(member.token))
    const found = await json(await postJson(server, '/admin/fetch/dashboard/code/detail', { query: codes[3]!.toLowerCase() }, bearer(admin)))
    expect(found).toMatchObject({ code: codes[3], scanned: true, email: member.email })
    expect((await postJson(server, '/admin/fetch/dashboard/code/detail', { query: 'SHORT' }, bearer(admin))).status).toBe(422)
  })

  it('validates the double-point days', async () => {
    const same = await postJson(server, '/admin/setting/doublePointsDate/edit', { newDate: [22, 15] }, bearer(admin))
    expect(await json(same)).toMatchObject({ code: 'doublePointDaysUnchanged' })
    const bad = await postJson(server, '/admin/setting/doublePointsDate/edit', { newDate: [32] }, bearer(admin))
    expect(await json(bad)).toMatchObject({ code: 'doublePointDaysInvalid' })
    const twice = await postJson(server, '/admin/setting/doublePointsDate/edit', { newDate: [5, 5] }, bearer(admin))
    expect(await json(twice)).toMatchObject({ code: 'doublePointDaysInvalid' })
  })
})

describe('scan report', () => {
  it('filters by Malaysian dates and exports a CSV whose cells cannot run as formulas', async () => {
    const { codes } = await generateCodes(server, admin)
    const member = await createMember(server, { email: `+cmd${Date.now()}@example.com` })
    await postJson(server, '/user/scancode', { code: codes[0] }, bearer(member.token))
    const today = await json(await postJson(server, '/admin/report/scan', { startDate: '2026-06-02', endDate: '2026-06-02' }, bearer(admin)))
    expect(today.data.map((r: { code: string }) => r.code)).toContain(codes[0])
    // The back office's date pickers may send date-times: 16:00 UTC on 1 June is 2 June in Malaysia.
    const asDateTimes = await json(await postJson(server, '/admin/report/scan', { startDate: '2026-06-01T16:00:00.000Z', endDate: '2026-06-02T00:00:00.000Z' }, bearer(admin)))
    expect(asDateTimes.data.map((r: { code: string }) => r.code)).toContain(codes[0])
    const before = await json(await postJson(server, '/admin/report/scan', { startDate: '2026-06-01', endDate: '2026-06-01' }, bearer(admin)))
    expect(before.data).toEqual([])
    const half = await postJson(server, '/admin/report/scan', { startDate: '2026-06-01' }, bearer(admin))
    expect(await json(half)).toMatchObject({ code: 'dateRangeRequired' })
    const halfCsv = await get('/admin/report/scan/csv?startDate=2026-06-01')
    expect([halfCsv.status, await json(halfCsv)]).toEqual([422, expect.objectContaining({ code: 'dateRangeRequired' })])

    const csv = await get('/admin/report/scan/csv?startDate=2026-06-02&endDate=2026-06-02')
    expect(csv.headers.get('content-disposition')).toContain('scanReport.csv')
    const text = await csv.text()
    expect(text).toContain(`'${member.email}`)
    const [header, row] = text.split('\r\n')
    expect(header).toBe('scannedAt in Malaysia time (UTC+8),name,email,number,code,batchId,brand,format,size,points')
    // Scanned at 02:00 UTC on the test clock: 10:00 in Kuala Lumpur, as the screen shows it.
    expect(row).toMatch(/^02\/06\/2026 10:00,/)
  })
})

describe('a batch that cannot be finished', () => {
  const nextBatchId = async () => Number((await server.deps.db.selectFrom('codeBatches').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id ?? 0) + 1
  const batchRow = (id: number) => server.deps.db.selectFrom('codeBatches').select(['status', 'failureReason', 'active', 'fileName']).where('id', '=', id).executeTakeFirstOrThrow()
  const startBatch = async (quantity: number) => {
    const size = await seededSize(server, 'Lembut Comfort', 'pants')
    const res = await postJson(server, '/admin/setting/code/generate', { ...size, quantity, points: 10 }, bearer(admin))
    expect(res.status).toBe(200)
    return (await json(res)).id as number
  }

  it('fails with reason csv when its file cannot be written, is turned off, and the server keeps serving', async () => {
    const id = await nextBatchId()
    // Something in the way of the CSV: the disk refuses the folder it goes in.
    const folder = path.dirname(server.deps.files.path('private', 'any.csv'))
    await rename(folder, `${folder}-away`)
    await writeFile(folder, 'not a folder')
    try {
      expect(await startBatch(50)).toBe(id)
      await waitForBatch(server, id, 'failed')
    } finally {
      await rm(folder)
      await rename(`${folder}-away`, folder)
    }
    expect(await batchRow(id)).toMatchObject({ failureReason: 'csv', active: 0, fileName: null })
    const { batches } = await json(await get('/admin/fetch/dashboard/code/batch'))
    expect(batches.find((b: { id: number }) => b.id === id)).toMatchObject({ status: 'failed', failureReason: 'csv', active: false, fileUrl: null })
    expect((await fetch(`${server.api}/health`)).status).toBe(200)
    expect(server.logs.some((l) => l.includes('code_batch_failed') && l.includes(`"batchId":${id}`))).toBe(true)
  })

  it('fails with reason codes when the database refuses them', async () => {
    const id = await nextBatchId()
    const allowCodes = await refuseWrites(server.deps.db, 'refuse_codes', 'unique_codes', 'insert', sql`new.batch_id = ${sql.lit(id)}`)
    try {
      expect(await startBatch(50)).toBe(id)
      await waitForBatch(server, id, 'failed')
    } finally {
      await allowCodes()
    }
    expect(await batchRow(id)).toMatchObject({ failureReason: 'codes', active: 0 })
  })

  it('never rejects, even when the failure cannot be recorded', async () => {
    const now = server.clock.now().toISOString()
    const size = await seededSize(server, 'Lembut Comfort', 'pants')
    const { id } = await server.deps.db.insertInto('codeBatches').values({ sizeId: size.sizeId, points: 10, quantity: 20, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow()
    const allowCodes = await refuseWrites(server.deps.db, 'refuse_codes', 'unique_codes', 'insert', sql`new.batch_id = ${sql.lit(id)}`)
    const allowFailure = await refuseWrites(server.deps.db, 'refuse_failure', 'code_batches', 'update', sql`new.id = ${sql.lit(id)} and new.status = 'failed'`)
    try {
      await expect(generateBatch(server.deps, id)).resolves.toBeUndefined()
    } finally {
      await allowCodes()
      await allowFailure()
    }
    // Left generating, it is carried on at the next start.
    expect((await batchRow(id)).status).toBe('generating')
    expect(server.logs.some((l) => l.includes('code_batch_failure_unrecorded'))).toBe(true)
  })
})

describe('a batch and the runs that claim it', () => {
  const newBatch = async (quantity: number) => {
    const now = server.clock.now().toISOString()
    const size = await seededSize(server, 'Lembut Comfort', 'pants')
    return (await server.deps.db.insertInto('codeBatches').values({ sizeId: size.sizeId, points: 10, quantity, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow()).id
  }
  const progress = async (id: number) => server.deps.db.selectFrom('codeBatches').select(['generated', 'status', 'claimedBy', 'fileName']).where('id', '=', id).executeTakeFirstOrThrow()

  it('ends with exactly its codes when a new run takes it over from a slow one in the same process', async () => {
    const quantity = 60_000
    const id = await newBatch(quantity)
    const first = generateBatch(server.deps, id)
    await expect.poll(async () => (await progress(id)).generated, BACKGROUND_WAIT).toBeGreaterThan(0)
    // The run is slow, its claim runs out, and this process's recovery comes by.
    server.clock.advance(BATCH_LEASE_MS + 1)
    await generateBatch(server.deps, id)
    await first
    const batch = await progress(id)
    expect(batch).toMatchObject({ status: 'done', generated: quantity })
    const rows = (await readFile(server.deps.files.path('private', batch.fileName!), 'utf8')).trimEnd().split('\n').slice(1)
    expect(rows).toHaveLength(quantity)
    expect(await server.deps.db.selectFrom('uniqueCodes').select((eb) => eb.fn.countAll().as('n')).where('batchId', '=', id).executeTakeFirstOrThrow()).toEqual({ n: quantity })
  })

  it('stops a run whose batch another run took over, which writes nothing more and leaves no file', async () => {
    const id = await newBatch(60_000)
    const run = generateBatch(server.deps, id)
    await expect.poll(async () => (await progress(id)).generated, BACKGROUND_WAIT).toBeGreaterThan(0)
    const { claimedBy: token } = await progress(id)
    // Another instance's claim, as when this run stalled past its lease.
    await server.deps.db.updateTable('codeBatches').set({ claimedBy: 'a0a0a0a0a0a0a0a0' }).where('id', '=', id).execute()
    await run
    const after = await progress(id)
    expect(after).toMatchObject({ status: 'generating', claimedBy: 'a0a0a0a0a0a0a0a0', fileName: null })
    expect(after.generated).toBeLessThan(60_000)
    await expect(stat(server.deps.files.path('private', batchFileName({ batchId: id, token: token! })))).rejects.toThrow(/ENOENT/)
    expect(server.logs.some((l) => l.includes('code_batch_taken_over') && l.includes(`"batchId":${id}`))).toBe(true)
  })
})

describe('a batch a crash interrupted', () => {
  it('is carried on with a CSV of exactly its codes, whatever the crash left in the file', async () => {
    const now = server.clock.now().toISOString()
    const size = await seededSize(server, 'Lembut Comfort', 'pants')
    const quantity = 25_000
    const { id } = await server.deps.db.insertInto('codeBatches').values({ sizeId: size.sizeId, points: 10, quantity, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow()
    // Before the crash: 15,000 codes committed, of which only 10,000 reached the file, and half a line.
    const committed = Array.from(new Set(Array.from({ length: 15_000 }, () => newUniqueCode(randomBytes))))
    for (let i = 0; i < committed.length; i += 5000) {
      await server.deps.db.insertInto('uniqueCodes').values(committed.slice(i, i + 5000).map((code) => ({ code, batchId: id }))).execute()
    }
    // The run that crashed held the batch, its claim since run out.
    const crashed = { batchId: id, token: 'deadbeefdeadbeef' }
    await server.deps.db.updateTable('codeBatches').set({ generated: committed.length, claimedBy: crashed.token, leaseEndsAt: 0 }).where('id', '=', id).execute()
    const crashedCsv = server.deps.files.path('private', batchFileName(crashed))
    await writeFile(crashedCsv, `code\n${committed.slice(0, 10_000).join('\n')}\n${committed[10_000]!.slice(0, 4)}`)

    await generateBatch(server.deps, id)
    const batch = await server.deps.db.selectFrom('codeBatches').select(['status', 'generated', 'fileName', 'claimedBy']).where('id', '=', id).executeTakeFirstOrThrow()
    expect(batch).toMatchObject({ status: 'done', generated: quantity, fileName: expect.stringMatching(new RegExp(`^code-batch-${id}-[0-9a-f]{16}\\.csv$`)), claimedBy: null })
    await expect(stat(crashedCsv)).rejects.toThrow(/ENOENT/)
    const csvPath = server.deps.files.path('private', batch.fileName!)
    const codes = (await server.deps.db.selectFrom('uniqueCodes').select('code').where('batchId', '=', id).orderBy('code').execute()).map((r) => r.code)
    expect(codes).toHaveLength(quantity)
    const kept = new Set(codes)
    expect(committed.filter((code) => !kept.has(code))).toEqual([])
    const [header, ...rows] = (await readFile(csvPath, 'utf8')).trimEnd().split('\n')
    expect(header).toBe('code')
    expect(rows.sort()).toEqual(codes)
  })
})
