import { readdir, rename, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { RECEIPT_UPLOADS_PER_DAY, RECEIPT_UPLOADS_PER_HOUR } from '../../domain/receipt-rules.ts'
import { openClubData } from '../bootstrap.ts'
import { writeSetting } from '../db/settings.ts'
import { createLogger } from '../logger.ts'
import { expectError } from '../test-support/expect-error.ts'
import { json } from '../test-support/json.ts'
import { bearer, createMember } from '../test-support/members.ts'
import { pointChart, type ReceiptFields, receiptForm, tinyPng, uploadReceipt } from '../test-support/receipts.ts'
import { STAGED_UPLOAD_GRACE_MS } from '../services/staged-uploads.ts'
import { onPostgres } from '../test-support/test-database.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

let server: TestServer
let member: Awaited<ReturnType<typeof createMember>>
let chart: Awaited<ReturnType<typeof pointChart>>
let seed = 1
beforeAll(async () => {
  server = await startTestServer()
  member = await createMember(server)
  chart = await pointChart(server, member.token)
})
afterAll(() => server.close())

const storedFiles = () => readdir(path.join(server.deps.config.filesDir, 'private'))
const stagedFiles = () => readdir(path.join(server.deps.config.filesDir, 'staging', 'private'))

/** A valid receipt (the test clock reads 2 June 2026 in Kuala Lumpur), each with its own file and invoice. */
const valid = (overrides: Partial<ReceiptFields> = {}): ReceiptFields => ({
  retailerId: chart.store.value,
  receiptDate: '2026-05-30',
  invoiceNo: `INV-${seed}`,
  products: [
    { skuId: chart.skus[0]!.value, quantity: 2 },
    { skuId: chart.skus[1]!.value, quantity: 1 },
  ],
  file: { bytes: tinyPng(seed++), name: 'receipt.png', type: 'image/png' },
  ...overrides,
})

describe('uploading a receipt', () => {
  it('keeps it pending with its products, and says whether it is the member’s first', async () => {
    const someone = await createMember(server)
    const first = await uploadReceipt(server, someone.token, receiptForm(valid({ invoiceNo: ' INV 77 ' })))
    expect(first.status).toBe(200)
    const body = await json(first)
    expect(body.firstUploadMilestone).toBe(true)
    expect(body.receipt).toMatchObject({ status: 'pending', points: null, invoiceNo: 'INV 77', store: chart.store.label, receiptDate: '2026-05-30' })
    expect(body.receipt.products).toHaveLength(2)
    const second = await json(await uploadReceipt(server, someone.token, receiptForm(valid())))
    expect(second.firstUploadMilestone).toBe(false)
    const history = await json(await fetch(`${server.api}/receipt/history`, { headers: bearer(someone.token) }))
    expect(history.data.map((r: { id: string }) => r.id)).toEqual([second.receipt.id, body.receipt.id])
  })

  it.each([
    [{ file: undefined }, 'receiptFieldsRequired'],
    [{ invoiceNo: '   ' }, 'receiptFieldsRequired'],
    [{ receiptDate: undefined }, 'receiptFieldsRequired'],
    [{ products: [] }, 'receiptProductsRequired'],
    [{ products: [{ skuId: 1, quantity: 0 }] }, 'receiptProductsRequired'],
    [{ products: [{ skuId: 1, quantity: 1 }, { skuId: 1, quantity: 2 }] }, 'receiptProductTwice'],
    [{ receiptDate: '2026-05-02' }, 'receiptDateWindow'],
    [{ receiptDate: '2026-06-03' }, 'receiptDateFuture'],
  ] as const)('refuses %o with %s', async (overrides, code) => {
    await expectError(await uploadReceipt(server, member.token, receiptForm(valid(overrides as Partial<ReceiptFields>))), 422, code)
  })

  it('takes a receipt date sent as an ISO date-time, as its Malaysian calendar date', async () => {
    const someone = await createMember(server)
    // 20:00 on 29 May in UTC is 04:00 on 30 May in Kuala Lumpur.
    const res = await uploadReceipt(server, someone.token, receiptForm(valid({ receiptDate: '2026-05-29T20:00:00.000Z' })))
    expect((await json(res)).receipt).toMatchObject({ receiptDate: '2026-05-30' })
  })

  it('asks for the store’s name under Others', async () => {
    await expectError(await uploadReceipt(server, member.token, receiptForm(valid({ retailerId: chart.others.value }))), 422, 'receiptStoreRequired')
    expect((await uploadReceipt(server, member.token, receiptForm(valid({ retailerId: chart.others.value, otherStore: 'Kedai Ali' })))).status).toBe(200)
  })

  it('refuses a receipt dated before the start date', async () => {
    await writeSetting(server.deps.db, 'receiptStartDate', '2026-05-20', server.clock.now())
    await expectError(await uploadReceipt(server, member.token, receiptForm(valid({ receiptDate: '2026-05-19' }))), 422, 'receiptDateError')
    await writeSetting(server.deps.db, 'receiptStartDate', '2024-05-01', server.clock.now())
  })

  it('refuses fields it does not know', async () => {
    const res = await uploadReceipt(server, member.token, receiptForm(valid(), { points: '9999' }))
    await expectError(res, 400, 'unknownField')
  })
})

describe('the file', () => {
  it('refuses 10 MB and one byte with 413', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(tinyPng(999))
    await expectError(await uploadReceipt(server, member.token, receiptForm(valid({ file: { bytes: big, name: 'big.png', type: 'image/png' } }))), 413, 'fileTooLarge')
  })

  it('refuses a PNG called .pdf and a script called .jpg with 415, by content', async () => {
    await expectError(await uploadReceipt(server, member.token, receiptForm(valid({ file: { bytes: tinyPng(500), name: 'receipt.pdf', type: 'application/pdf' } }))), 415, 'fileTypeNotAllowed')
    const script = new TextEncoder().encode('#!/bin/sh\necho hacked\n')
    await expectError(await uploadReceipt(server, member.token, receiptForm(valid({ file: { bytes: script, name: 'receipt.jpg', type: 'image/jpeg' } }))), 415, 'fileTypeNotAllowed')
  })

  it('takes a PDF, and serves it as a download', async () => {
    const pdf = new TextEncoder().encode(`%PDF-1.4\n% receipt ${seed}\n%%EOF\n`)
    const upload = await uploadReceipt(server, member.token, receiptForm(valid({ file: { bytes: pdf, name: 'e-receipt.pdf', type: 'application/pdf' } })))
    expect(upload.status).toBe(200)
    const { receipt } = await json(upload)
    const file = await fetch(`${server.api}/receipt/file/${receipt.id}`, { headers: bearer(member.token) })
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${receipt.id}.pdf"`)
    expect(file.headers.get('cache-control')).toBe('no-store')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('serves the file to its member only', async () => {
    const file = tinyPng(4242)
    const { receipt } = await json(await uploadReceipt(server, member.token, receiptForm(valid({ file: { bytes: file, name: 'r.png', type: 'image/png' } }))))
    const own = await fetch(`${server.api}/receipt/file/${receipt.id}`, { headers: bearer(member.token) })
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('image/png')
    // Personal data is kept in no cache; an image may show inline.
    expect(own.headers.get('cache-control')).toBe('no-store')
    expect(own.headers.get('x-content-type-options')).toBe('nosniff')
    expect(own.headers.get('content-disposition')).toBeNull()
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(file)
    const other = await createMember(server)
    await expectError(await fetch(`${server.api}/receipt/file/${receipt.id}`, { headers: bearer(other.token) }), 404, 'receiptNotFound')
    expect((await fetch(`${server.api}/receipt/file/${receipt.id}`)).status).toBe(401)
  })
})

describe('duplicates', () => {
  it('refuses the same file again and the same store and invoice again, until rejected', async () => {
    const member = await createMember(server)
    const fields = valid()
    expect((await uploadReceipt(server, member.token, receiptForm(fields))).status).toBe(200)
    const stored = (await storedFiles()).length
    await expectError(await uploadReceipt(server, member.token, receiptForm({ ...fields, invoiceNo: 'OTHER-1' })), 409, 'receiptDuplicate')
    // A refused upload leaves no file behind, stored or staged.
    expect(await storedFiles()).toHaveLength(stored)
    expect(await stagedFiles()).toEqual([])
    await expectError(await uploadReceipt(server, member.token, receiptForm({ ...valid(), invoiceNo: fields.invoiceNo.toLowerCase() })), 409, 'receiptDuplicate')
    // Another member sending the same receipt is refused too.
    const other = await createMember(server)
    await expectError(await uploadReceipt(server, other.token, receiptForm({ ...fields, file: { bytes: tinyPng(31337), name: 'x.png', type: 'image/png' } })), 409, 'receiptDuplicate')

    await server.deps.db.updateTable('receipts').set({ status: 'rejected', reason: 'unreadable' }).where('invoiceNo', '=', fields.invoiceNo).execute()
    expect((await uploadReceipt(server, member.token, receiptForm(fields))).status).toBe(200)
  })

  it('answers replays of one Idempotency-Key with the first answer and keeps one receipt', async () => {
    const member = await createMember(server)
    const fields = valid()
    const headers = { 'Idempotency-Key': `receipt-${seed}-key` }
    const answers = await Promise.all([1, 2, 3].map(() => uploadReceipt(server, member.token, receiptForm(fields), headers)))
    const bodies = await Promise.all(answers.map(json))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    expect(new Set(bodies.map((b) => b.receipt.id)).size).toBe(1)
    const rows = await server.deps.db.selectFrom('receipts').select('id').where('invoiceNo', '=', fields.invoiceNo).execute()
    expect(rows).toHaveLength(1)
    expect(await stagedFiles()).toEqual([])
  })
})

describe('limits per member', () => {
  const HOUR = 3_600_000
  // Each test moves the clock; the next starts where the file began.
  const start = '2026-06-02T02:00:00Z'
  afterEach(() => server.clock.set(start))
  const send = (token: string) => uploadReceipt(server, token, receiptForm(valid()))

  it('take 5 receipts an hour, then answer 429 until the oldest is an hour old', async () => {
    const someone = await createMember(server)
    for (let i = 0; i < RECEIPT_UPLOADS_PER_HOUR; i++) {
      expect((await send(someone.token)).status).toBe(200)
      server.clock.advance(60_000)
    }
    const refused = await send(someone.token)
    await expectError(refused, 429, 'receiptHourlyLimit')
    // The first went in at 02:00, it is now 02:05: the hour is over at 03:00.
    expect(refused.headers.get('retry-after')).toBe(String(55 * 60))
    server.clock.set(new Date(new Date(start).getTime() + HOUR))
    expect((await send(someone.token)).status).toBe(200)
  })

  it('take 10 receipts a Malaysian day, then answer 429 until midnight in Kuala Lumpur', async () => {
    const someone = await createMember(server)
    for (let i = 0; i < RECEIPT_UPLOADS_PER_DAY; i++) {
      if (i === RECEIPT_UPLOADS_PER_HOUR) server.clock.advance(HOUR)
      expect((await send(someone.token)).status).toBe(200)
    }
    // 03:00 UTC is 11:00 in Kuala Lumpur: 13 hours to its midnight (16:00 UTC).
    const refused = await send(someone.token)
    await expectError(refused, 429, 'receiptDailyLimit')
    expect(refused.headers.get('retry-after')).toBe(String(13 * 3600))
    server.clock.set('2026-06-02T15:59:59Z')
    await expectError(await send(someone.token), 429, 'receiptDailyLimit')
    server.clock.set('2026-06-02T16:00:00Z')
    expect((await send(someone.token)).status).toBe(200)
  })

  it('hold when uploads race, and keep no file of a refused one', async () => {
    const someone = await createMember(server)
    const before = (await storedFiles()).length
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(someone.token)))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
    expect(await storedFiles()).toHaveLength(before + RECEIPT_UPLOADS_PER_HOUR)
    expect(await stagedFiles()).toEqual([])
  })
})

describe('after a crash', () => {
  it('moves a stored receipt’s staged file into place at start-up, and removes files no receipt names', async () => {
    const someone = await createMember(server)
    const { receipt } = await json(await uploadReceipt(server, someone.token, receiptForm(valid())))
    const { fileName } = await server.deps.db.selectFrom('receipts').select('fileName').where('uuid', '=', receipt.id).executeTakeFirstOrThrow()
    const files = server.deps.config.filesDir
    // A crash after this receipt's row committed and before its file moved; uploads whose rows
    // never committed: two from before the crash, and one another instance may be storing now.
    await rename(path.join(files, 'private', fileName), path.join(files, 'staging', 'private', fileName))
    const longAgo = new Date(Date.now() - STAGED_UPLOAD_GRACE_MS - 60_000)
    for (const orphan of ['staging/private/0123456789abcdef.jpg', 'staging/public/fedcba9876543210.png']) {
      await writeFile(path.join(files, orphan), 'half a photo')
      await utimes(path.join(files, orphan), longAgo, longAgo)
    }
    await writeFile(path.join(files, 'staging', 'private', 'aaaabbbbccccdddd.jpg'), 'a photo on its way')

    const restarted = await openClubData(server.deps.config, server.clock, createLogger('silent'))
    await restarted.db.destroy()
    // SQLite's data directory is one process's own; on PostgreSQL FILES_DIR is shared with other instances.
    expect(await stagedFiles()).toEqual(onPostgres() ? ['aaaabbbbccccdddd.jpg'] : [])
    expect(await readdir(path.join(files, 'staging', 'public'))).toEqual([])
    expect(await storedFiles()).toContain(fileName)
    expect((await fetch(`${server.api}/receipt/file/${receipt.id}`, { headers: bearer(someone.token) })).status).toBe(200)
  })
})
