import { expect } from 'vitest'
import { json } from './json.ts'
import { bearer, postJson } from './members.ts'
import type { TestServer } from './test-server.ts'
import { BACKGROUND_WAIT } from './wait-for.ts'

/** The seeded size of a brand, by brand and format name. */
export async function seededSize(server: TestServer, brandName: string, format: string) {
  return server.deps.db
    .selectFrom('sizes as s')
    .innerJoin('brands as b', 'b.id', 's.brandId')
    .innerJoin('formats as f', 'f.id', 's.formatId')
    .select(['s.id as sizeId', 'b.id as brandId', 'f.id as formatId'])
    .where('b.name', '=', brandName)
    .where('f.name', '=', format)
    .orderBy('s.id')
    .executeTakeFirstOrThrow()
}

/** Generates a batch through the admin API, waits until it is done and answers its codes. */
export async function generateCodes(server: TestServer, adminToken: string, options: { brand?: string; quantity?: number; points?: number } = {}) {
  const size = await seededSize(server, options.brand ?? 'Lembut Comfort', 'pants')
  const res = await postJson(server, '/admin/setting/code/generate', { ...size, quantity: options.quantity ?? 12, points: options.points ?? 50 }, bearer(adminToken))
  expect(res.status).toBe(200)
  const batch = await json(res)
  await waitForBatch(server, batch.id, 'done')
  const codes = await server.deps.db.selectFrom('uniqueCodes').select('code').where('batchId', '=', batch.id).execute()
  return { batchId: batch.id as number, codes: codes.map((c) => c.code) }
}

/** Generation is background work: on a busy machine a batch takes seconds, not `expect.poll`'s default 1 s. */
export async function waitForBatch(server: TestServer, batchId: number, status: 'done' | 'failed') {
  const statusNow = async () => (await server.deps.db.selectFrom('codeBatches').select('status').where('id', '=', batchId).executeTakeFirstOrThrow()).status
  await expect.poll(statusNow, BACKGROUND_WAIT).toBe(status)
}
