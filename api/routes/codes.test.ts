import { randomBytes } from 'node:crypto'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isValidUniqueCode } from '../../domain/unique-code.ts'
import { balanceOf } from '../services/ledger.ts'
import { adminToken } from '../test-support/admins.ts'
import { generateCodes } from '../test-support/code-batches.ts'
import { expectError } from '../test-support/expect-error.ts'
import { json } from '../test-support/json.ts'
import { bearer, createMember, postJson } from '../test-support/members.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

// A stand-in for Google Vision on localhost: answers the text it is told to, hangs, or answers
// whatever `reply` makes (a broken answer).
const vision: { text: string; delayMs: number; calls: number; reply?: () => Response } = { text: '', delayMs: 0, calls: 0 }
const fakeVision = new Hono().post('/v1/images:annotate', async (c) => {
  vision.calls += 1
  const body = await c.req.json()
  expect(body.requests[0].features[0].type).toBe('TEXT_DETECTION')
  expect(c.req.query('key')).toBe('test-key')
  if (vision.reply) return vision.reply()
  await new Promise((r) => setTimeout(r, vision.delayMs))
  return c.json({ responses: [{ textAnnotations: [{ description: vision.text }] }] })
})

/** Long enough for a busy machine to pass a full-resolution crop through; the slow and stalled answers outlast it. */
const VISION_TIMEOUT_MS = 2000

let server: TestServer
let admin: string
let visionServer: ReturnType<typeof serve>
beforeAll(async () => {
  visionServer = serve({ fetch: fakeVision.fetch, port: 0, hostname: '127.0.0.1' })
  await once(visionServer, 'listening')
  const { port } = visionServer.address() as AddressInfo
  server = await startTestServer({ env: { VISION_API_KEY: 'test-key', VISION_API_URL: `http://127.0.0.1:${port}/v1/images:annotate`, VISION_TIMEOUT_MS: String(VISION_TIMEOUT_MS) } })
  admin = await adminToken(server)
})
afterAll(async () => {
  await server.close()
  visionServer.close()
})

const scan = (token: string, code: string, headers: Record<string, string> = {}) => postJson(server, '/user/scancode', { code }, { ...bearer(token), ...headers })
const idOf = async (uuid: string) => (await server.deps.db.selectFrom('members').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).id

describe('crediting a code', () => {
  it('credits a code once when 50 requests from two members race for it', async () => {
    const { codes } = await generateCodes(server, admin)
    const [a, b] = [await createMember(server), await createMember(server)]
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => scan(i % 2 ? a.token : b.token, codes[0]!)))
    const ok = answers.filter((r) => r.status === 200)
    expect(ok).toHaveLength(1)
    const rows = await server.deps.db.selectFrom('pointsLedger').selectAll().where('source', '=', 'scan').where('reference', '=', codes[0]!).execute()
    expect(rows).toHaveLength(1)
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 409).length + statuses.filter((s) => s === 422).length).toBe(49)
  })

  it('answers the first result to the same Idempotency-Key, with one effect', async () => {
    const { codes } = await generateCodes(server, admin)
    const member = await createMember(server)
    const headers = { 'Idempotency-Key': 'scan-key-0001' }
    const answers = await Promise.all([1, 2, 3].map(() => scan(member.token, codes[0]!, headers)))
    const bodies = await Promise.all(answers.map(json))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    expect(bodies[1]).toEqual(bodies[0])
    expect(bodies[2]).toEqual(bodies[0])
    expect(await balanceOf(server.deps.db, await idOf(member.uuid))).toBe(bodies[0].points)
    await expectError(await scan(member.token, codes[1]!, headers), 422, 'idempotencyKeyReused')
  })

  it('answers unknown, used, inactive and malformed codes with the right errors', async () => {
    const { batchId, codes } = await generateCodes(server, admin)
    const [owner, other] = [await createMember(server), await createMember(server)]
    expect((await scan(owner.token, codes[0]!)).status).toBe(200)
    await expectError(await scan(owner.token, codes[0]!), 409, 'codeAlreadyRegistered')
    await expectError(await scan(other.token, codes[0]!), 422, 'codeInvalid')
    await expectError(await scan(other.token, 'ABC123'), 422, 'codeFormat')
    // A well-formed code with a wrong check symbol, and a valid one nobody printed.
    const wrongCheck = codes[1]!.slice(0, 9) + (codes[1]!.endsWith('A') ? 'B' : 'A')
    expect(isValidUniqueCode(wrongCheck)).toBe(false)
    await expectError(await scan(other.token, wrongCheck), 422, 'codeInvalid')
    await expectError(await scan(other.token, '0000000000'), 422, 'codeInvalid')

    const toggle = await postJson(server, '/admin/setting/hide/batchCode', { id: batchId }, bearer(admin))
    expect(await json(toggle)).toEqual({ id: batchId, active: false })
    await expectError(await scan(other.token, codes[2]!), 422, 'codeInvalid')
    await postJson(server, '/admin/setting/hide/batchCode', { id: batchId }, bearer(admin))
    // Typed loosely: lower case, spaces and the O/I a member may type for 0/1.
    const loose = codes[2]!.toLowerCase().replaceAll('0', 'o').replaceAll('1', 'i').replace(/(.{5})/, '$1 ')
    expect((await scan(other.token, loose)).status).toBe(200)
  })

  it('refuses a member id that is not the token’s', async () => {
    const { codes } = await generateCodes(server, admin)
    const [member, other] = [await createMember(server), await createMember(server)]
    const res = await postJson(server, '/user/scancode', { code: codes[0], id: other.uuid }, bearer(member.token))
    expect(res.status).toBe(403)
  })
})

describe('milestones and multipliers', () => {
  it('fire on the 1st, 5th and 10th code of a milestone brand only', async () => {
    const { codes } = await generateCodes(server, admin, { quantity: 11, points: 40 })
    const member = await createMember(server)
    const results = []
    for (const code of codes.slice(0, 11)) results.push(await json(await scan(member.token, code)))
    expect(results.map((r) => r.milestone)).toEqual([1, null, null, null, 5, null, null, null, null, 10, null])
    expect(results.map((r) => r.foundScanned)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(results[0].points).toBe(120)
    expect(results[1].points).toBe(40)
    expect(results[4].voucher).toMatchObject({ name: 'RM5 e-voucher', code: expect.stringMatching(/^RM5-/) })
    expect(results[9].voucher).toMatchObject({ name: 'RM10 e-voucher', code: expect.stringMatching(/^RM10-/) })
    expect(results[10].totalPoints).toBe(120 + 40 * 10)
    // They are the member's vouchers, of the milestone voucher types, valid to the end of the year.
    const { data: vouchers } = await json(await fetch(`${server.api}/user/vouchers/fetch`, { headers: { authorization: `Bearer ${member.token}` } }))
    expect(vouchers.map((v: { value: number; code: string; expiresOn: string; used: boolean }) => [v.value, v.code, v.expiresOn, v.used])).toEqual([
      [1000, results[9].voucher.code, '2026-12-31', false],
      [500, results[4].voucher.code, '2026-12-31', false],
    ])
  })

  it('gives a Gold member 2x on a first code of another brand', async () => {
    const { codes } = await generateCodes(server, admin, { brand: 'Lembut Basics', points: 30 })
    const member = await createMember(server)
    expect(await json(await scan(member.token, codes[0]!))).toMatchObject({ points: 60, milestone: null })
    expect(await json(await scan(member.token, codes[1]!))).toMatchObject({ points: 30, milestone: null })
  })

  it('doubles on the double-point days set in the back office', async () => {
    const { codes } = await generateCodes(server, admin, { brand: 'Lembut Basics', points: 30 })
    const member = await createMember(server)
    await scan(member.token, codes[0]!)
    const edit = await postJson(server, '/admin/setting/doublePointsDate/edit', { newDate: [2, 15] }, bearer(admin))
    expect(await json(edit)).toEqual({ doublePointsDate: { date: [2, 15] } })
    // The test clock reads 2 June 2026 in Kuala Lumpur.
    expect(await json(await scan(member.token, codes[1]!))).toMatchObject({ points: 60 })
    await postJson(server, '/admin/setting/doublePointsDate/edit', { newDate: [15, 22] }, bearer(admin))
  })
})

describe('cloud text detection', () => {
  it('answers only candidates that pass the check symbol', async () => {
    const { codes } = await generateCodes(server, admin)
    const member = await createMember(server)
    const misread = codes[1]!.slice(0, 9) + (codes[1]!.endsWith('X') ? 'Y' : 'X')
    vision.text = `BEST BEFORE 2027\n${codes[0]!.slice(0, 5)} ${codes[0]!.slice(5)}\n${misread}`
    const res = await postJson(server, '/scan/detect', { image: Buffer.from('crop').toString('base64') }, bearer(member.token))
    expect(await json(res)).toEqual({ candidates: [codes[0]] })
  })

  it('takes a crop cut at full camera resolution, far larger than other JSON bodies', async () => {
    const { codes } = await generateCodes(server, admin)
    const member = await createMember(server)
    vision.text = codes[0]!
    const crop = randomBytes(200_000).toString('base64')
    const res = await postJson(server, '/scan/detect', { image: crop }, bearer(member.token))
    expect(await json(res)).toEqual({ candidates: [codes[0]] })
  })

  it('answers 503 when the service is slow, so the phone reads it itself', async () => {
    const member = await createMember(server)
    vision.delayMs = VISION_TIMEOUT_MS + 1000
    const res = await postJson(server, '/scan/detect', { image: Buffer.from('crop').toString('base64') }, bearer(member.token))
    vision.delayMs = 0
    await expectError(res, 503, 'scanUnavailable')
  })

  it.each([
    ['an HTML page', () => new Response('<html><body>502 Bad Gateway</body></html>', { headers: { 'content-type': 'text/html' } })],
    ['JSON of another shape', () => Response.json({ responses: 'none' })],
    ['no responses at all', () => Response.json({})],
    ['an error for the image', () => Response.json({ responses: [{ error: { code: 3, message: 'Bad image data.' } }] })],
    ['an error status', () => Response.json({ error: { code: 429 } }, { status: 429 })],
    // Headers at once, then a body that never ends: the timeout covers reading it.
    ['a body that stalls', () => new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"responses": [')) }), { headers: { 'content-type': 'application/json' } })],
  ])('answers 503 for %s, so the phone reads the code itself', async (_, reply) => {
    const member = await createMember(server)
    vision.reply = reply
    const res = await postJson(server, '/scan/detect', { image: Buffer.from('crop').toString('base64') }, bearer(member.token)).finally(() => (vision.reply = undefined))
    await expectError(res, 503, 'scanUnavailable')
  })

  it('is for members only', async () => {
    const res = await postJson(server, '/scan/detect', { image: 'Y3JvcA==' })
    expect(res.status).toBe(401)
  })
})
