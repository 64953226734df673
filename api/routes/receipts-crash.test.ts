import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { businessDate } from '../../domain/business-time.ts'
import { crashGround } from '../test-support/crash-ground.ts'
import { createMember } from '../test-support/members.ts'
import { pointChart, receiptForm, tinyPng, uploadReceipt } from '../test-support/receipts.ts'
import { onPostgres } from '../test-support/test-database.ts'

// The real server in a child process, killed with SIGKILL while receipts are being uploaded and
// started again on the same data, as a crash or an OOM kill would.
const ground = crashGround('kelab-crash-')

const MEMBERS = 10
const KILLS = 3
let seed = 0
/** A real PNG padded to a megabyte, its own colour so it is no duplicate. */
function photo() {
  const bytes = new Uint8Array(1024 * 1024)
  bytes.set(tinyPng(++seed))
  return bytes
}

describe('receipt uploads through kill -9', () => {
  it('leave every receipt with its file, and no file without a receipt', { timeout: 240_000 }, async () => {
    let server = await ground.start()
    const members = []
    for (let i = 0; i < MEMBERS; i++) members.push(await createMember(server))
    const chart = await pointChart(server, members[0]!.token)
    const db = ground.db
    const receiptCount = async () => Number((await db.selectFrom('receipts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    const files = (folder: string) => readdir(path.join(ground.dataDir, 'files', folder))

    for (let kill = 1; kill <= KILLS; kill++) {
      const before = await receiptCount()
      // One upload from each member at once (the limit is 5 an hour each), killed once some have committed.
      const uploads = members.map((m) =>
        uploadReceipt(server, m.token, receiptForm({ retailerId: chart.store.value, receiptDate: businessDate(new Date()), invoiceNo: `CRASH-${seed}-${m.number}`, products: [{ skuId: chart.skus[0]!.value, quantity: 1 }], file: { bytes: photo(), name: 'receipt.png', type: 'image/png' } })).catch(() => undefined),
      )
      await expect.poll(receiptCount, { interval: 2, timeout: 60_000 }).toBeGreaterThan(before)
      await server.kill()
      await Promise.all(uploads)
      server = await ground.start()

      const named = (await db.selectFrom('receipts').select('fileName').execute()).map((r) => r.fileName).sort()
      expect((await files('private')).sort()).toEqual(named)
      // On PostgreSQL uncommitted uploads stay in staging until they are stale (another instance
      // sharing FILES_DIR could be storing them), but none of them is a receipt's.
      const staged = await files('staging/private')
      expect(onPostgres() ? staged.filter((name) => named.includes(name)) : staged).toEqual([])
    }
  })
})
