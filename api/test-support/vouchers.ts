import { randomUUID } from 'node:crypto'
import type { TestServer } from './test-server.ts'

let serial = 0

/** A voucher type with `codes` uploaded codes waiting, written straight into the database. */
export async function insertVoucherType(server: TestServer, { codes = 3, points = 100, valueSen = 500, active = true, expiresOn = null as string | null } = {}) {
  const at = server.clock.now().toISOString()
  const n = ++serial
  const name = `Voucher ${n}`
  const db = server.deps.db
  const { id } = await db
    .insertInto('voucherTypes')
    .values({ itemId: `EV-${n}`, name, valueSen, points, imageUrl: `/api/files/public/voucher-${n}.png`, active: active ? 1 : 0, expiresOn, milestone: null, createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  const list = Array.from({ length: codes }, (_, i) => `T${n}X${i}${randomUUID().slice(0, 8).toUpperCase()}`)
  if (codes) {
    const batch = await db.insertInto('voucherBatches').values({ typeId: id, total: codes, adminId: null, createdAt: at }).returning('id').executeTakeFirstOrThrow()
    await db.insertInto('voucherCodes').values(list.map((code) => ({ typeId: id, batchId: batch.id, code, memberVoucherId: null, createdAt: at }))).execute()
  }
  return { id, name, codes: list }
}
