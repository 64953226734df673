import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { CONTENTION_BUDGET_MS, inTransaction, TransactionContention } from './transaction.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    extend: (app, deps) =>
      app.get('/test/contended', async () => {
        await inTransaction(deps.db, () => Promise.reject(Object.assign(new Error('could not serialize access'), { code: '40001' })))
        return new Response(null, { status: 204 })
      }),
  })
})
afterAll(() => server.close())

describe('a PostgreSQL transaction that keeps losing races', () => {
  it('is run again until its time is up, then answered 503 busy with Retry-After', async () => {
    let attempts = 0
    const started = performance.now()
    await expect(
      inTransaction(server.deps.db, async () => {
        attempts++
        throw Object.assign(new Error('could not serialize access'), { code: '40001' })
      }),
    ).rejects.toBeInstanceOf(TransactionContention)
    expect(attempts).toBeGreaterThan(5)
    expect(performance.now() - started).toBeGreaterThanOrEqual(CONTENTION_BUDGET_MS)

    const res = await fetch(`${server.api.replace(/\/api$/, '')}/test/contended`)
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('1')
    expect(await res.json()).toMatchObject({ code: 'busy' })
  })

  it('is not run again for any other error', async () => {
    let attempts = 0
    await expect(
      inTransaction(server.deps.db, async () => {
        attempts++
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(attempts).toBe(1)
  })
})
