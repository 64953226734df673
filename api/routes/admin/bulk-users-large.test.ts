import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BULK_USER_ROWS } from '../../../domain/bulk-users.ts'
import { adminToken } from '../../test-support/admins.ts'
import { json } from '../../test-support/json.ts'
import { bearer } from '../../test-support/members.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
let admin: Record<string, string>
beforeAll(async () => {
  server = await startTestServer()
  admin = bearer(await adminToken(server))
})
afterAll(() => server.close())

/** Seconds since `start`, for the printed figures. */
const since = (start: number) => ((performance.now() - start) / 1000).toFixed(1)

describe('a file of the largest size', () => {
  it(`checks and creates ${MAX_BULK_USER_ROWS.toLocaleString('en')} members, each once`, { timeout: 900_000 }, async () => {
    const rows = Array.from({ length: MAX_BULK_USER_ROWS }, (_, n) => `Ali,large${n}@ex.my,6011${String(n).padStart(8, '0')},malay,female,no,Selangor,Petaling Jaya,46000,"${n % 100}, Jln 1"`)
    const text = `name,email,number,race,gender,pregnant,state,city,postcode,street\r\n${rows.join('\r\n')}\r\n`
    const form = (fields: Record<string, string> = {}) => {
      const body = new FormData()
      for (const [key, value] of Object.entries(fields)) body.append(key, value)
      body.append('file', new File([text], 'large.csv', { type: 'text/csv' }), 'large.csv')
      return body
    }
    const mb = (text.length / 1024 / 1024).toFixed(1)

    let start = performance.now()
    const check = await fetch(`${server.api}/admin/setting/bulkCreateUsers/check`, { method: 'POST', headers: admin, body: form() })
    expect(check.status).toBe(200)
    const checked = await json(check)
    expect(checked.totals).toEqual({ rows: MAX_BULK_USER_ROWS, valid: MAX_BULK_USER_ROWS, issues: 0 })
    expect(checked.data).toHaveLength(2_000)
    console.log(`bulk users: check of ${MAX_BULK_USER_ROWS} rows (${mb} MB) took ${since(start)} s`)

    start = performance.now()
    const upload = await fetch(`${server.api}/admin/setting/bulkCreateUsers`, { method: 'POST', headers: admin, body: form({ label: 'Largest file' }) })
    expect(upload.status).toBe(201)
    const { id } = await json(upload)
    console.log(`bulk users: upload answered in ${since(start)} s`)
    const state = async () => (await server.deps.db.selectFrom('bulkUserUploads').select(['state', 'createdCount']).where('id', '=', id).executeTakeFirstOrThrow()).state
    await expect.poll(state, { interval: 200, timeout: 850_000 }).toBe('done')
    console.log(`bulk users: ${MAX_BULK_USER_ROWS} members created ${since(start)} s after the upload was sent`)

    const made = await server.deps.db
      .selectFrom('members')
      .select([sql<number>`count(*)`.as('n'), sql<number>`count(distinct number)`.as('numbers'), sql<number>`count(distinct referral_code)`.as('codes')])
      .where('email', 'like', 'large%')
      .executeTakeFirstOrThrow()
    expect([made.n, made.numbers, made.codes].map(Number)).toEqual([MAX_BULK_USER_ROWS, MAX_BULK_USER_ROWS, MAX_BULK_USER_ROWS])
  })
})
