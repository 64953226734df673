import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { BulkRowState } from '../../domain/bulk-users.ts'
import { CHILD_ADMIN } from '../test-support/child-server.ts'
import { crashGround } from '../test-support/crash-ground.ts'
import { json } from '../test-support/json.ts'
import { bearer, postJson } from '../test-support/members.ts'

// The real server in a child process, killed with SIGKILL in the middle of a bulk upload and
// started again on the same data, as a crash or an OOM kill would.
const ground = crashGround('kelab-bulk-users-crash-')

const PEOPLE = 20_000
const KILLS = 2

describe('a bulk upload through kill -9', () => {
  it('creates each row exactly once or leaves it pending, its state always matching the members', { timeout: 240_000 }, async () => {
    let server = await ground.start()
    const db = ground.db
    const login = async () => bearer((await json(await postJson(server, '/admin/auth/login', CHILD_ADMIN))).token)
    const lines = Array.from({ length: PEOPLE }, (_, n) => `Crash Person,crash${n}@example.com,6011${String(n).padStart(8, '0')},,,,Selangor,Petaling Jaya,46000,Jalan ${n}`)
    const body = new FormData()
    body.append('label', 'Crash roadshow')
    body.append('registerSource', 'WOOP')
    body.append('file', new File([`name,email,number,race,gender,pregnant,state,city,postcode,street\n${lines.join('\n')}\nBad,nobody,60100,,,,,,,\n`], 'crash.csv', { type: 'text/csv' }), 'crash.csv')
    const res = await fetch(`${server.api}/admin/setting/bulkCreateUsers`, { method: 'POST', headers: await login(), body })
    expect(res.status).toBe(201)
    const { id } = await json(res)

    const upload = () => db.selectFrom('bulkUserUploads').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    const rowsIn = async (status: BulkRowState) =>
      Number((await db.selectFrom('bulkUserRows').select(sql<number>`count(*)`.as('n')).where('uploadId', '=', id).where('status', '=', status).executeTakeFirstOrThrow()).n)
    const members = async () => {
      const row = await db
        .selectFrom('members')
        .select([sql<number>`count(*)`.as('n'), sql<number>`count(distinct number)`.as('numbers')])
        .where('registerSource', '=', 'WOOP')
        .where('email', 'like', 'crash%')
        .executeTakeFirstOrThrow()
      return { n: Number(row.n), numbers: Number(row.numbers) }
    }
    const addresses = async () =>
      Number((await db.selectFrom('addresses').innerJoin('members', 'members.id', 'addresses.memberId').select(sql<number>`count(*)`.as('n')).where('members.registerSource', '=', 'WOOP').executeTakeFirstOrThrow()).n)
    /** Every created row names its own member, every pending row none. */
    const rowsMatchMembers = async () => {
      const wrong = await db
        .selectFrom('bulkUserRows')
        .leftJoin('members', 'members.id', 'bulkUserRows.memberId')
        .select(sql<number>`count(*)`.as('n'))
        .where('bulkUserRows.uploadId', '=', id)
        .where((eb) =>
          eb.or([
            eb.and([eb('bulkUserRows.status', '=', 'created'), eb.or([eb('members.id', 'is', null), eb('members.number', '!=', eb.ref('bulkUserRows.number'))])]),
            eb.and([eb('bulkUserRows.status', '!=', 'created'), eb('bulkUserRows.memberId', 'is not', null)]),
          ]),
        )
        .executeTakeFirstOrThrow()
      return Number(wrong.n)
    }

    let killedAt = 0
    for (let kill = 1; kill <= KILLS; kill++) {
      await expect.poll(() => rowsIn('created'), { interval: 5, timeout: 120_000 }).toBeGreaterThanOrEqual((kill * PEOPLE) / (KILLS + 2))
      await server.kill()
      expect((await upload()).state).toBe('creating')
      const created = await rowsIn('created')
      expect(created).toBeGreaterThan(killedAt)
      expect(created).toBeLessThan(PEOPLE)
      expect(await rowsIn('pending')).toBe(PEOPLE - created)
      expect(await members()).toEqual({ n: created, numbers: created })
      expect(await addresses()).toBe(created)
      expect((await upload()).createdCount).toBe(created)
      expect(await rowsMatchMembers()).toBe(0)
      killedAt = created
      server = await ground.start()
    }

    await expect.poll(async () => (await upload()).state, { interval: 50, timeout: 120_000 }).toBe('done')
    expect(await members()).toEqual({ n: PEOPLE, numbers: PEOPLE })
    expect(await addresses()).toBe(PEOPLE)
    expect(await rowsIn('pending')).toBe(0)
    expect(await rowsMatchMembers()).toBe(0)
    expect(await upload()).toMatchObject({ createdCount: PEOPLE, skippedCount: 1, rowCount: PEOPLE + 1 })
  })
})
