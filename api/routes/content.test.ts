import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json } from '../test-support/json.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('notices', () => {
  it('shows a maintenance notice only inside its window', async () => {
    const now = server.clock.now().getTime()
    const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString()
    await server.deps.db
      .insertInto('notices')
      .values({ kind: 'maintenance', titleEn: 'Maintenance', titleBm: 'Penyelenggaraan', bodyEn: 'Back soon', bodyBm: 'Kembali segera', startsAt: at(-30), endsAt: at(90), createdAt: at(-60), updatedAt: at(-60) })
      .execute()
    const shown = await json(await fetch(`${server.api}/content/notices?kind=maintenance`))
    expect(shown.data).toHaveLength(1)
    expect(shown.data[0].title).toEqual({ en: 'Maintenance', bm: 'Penyelenggaraan' })
    server.clock.advance(90 * 60_000)
    expect((await json(await fetch(`${server.api}/content/notices?kind=maintenance`))).data).toEqual([])
  })
})

describe('signup samples', () => {
  it('lists active samples in stock with names and images in both languages', async () => {
    const { data } = await json(await fetch(`${server.api}/sample/fetch`))
    expect(data.length).toBeGreaterThan(0)
    expect(data[0]).toMatchObject({ id: expect.any(Number), size: expect.any(String), itemName: { en: expect.any(String), bm: expect.any(String) } })
    await server.deps.db.updateTable('samples').set({ active: 0 }).where('id', '=', data[0].id).execute()
    const after = await json(await fetch(`${server.api}/sample/fetch`))
    expect(after.data.map((s: { id: number }) => s.id)).not.toContain(data[0].id)
  })
})

describe('the point chart', () => {
  it('lists active products with points per unit in both languages, and the double-point days', async () => {
    const chart = await json(await fetch(`${server.api}/pointchart`))
    expect(chart.doublePointDays).toEqual([15, 22])
    expect(chart.skus.length).toBeGreaterThan(3)
    expect(chart.skus[0]).toMatchObject({ name: { en: expect.any(String), bm: expect.any(String) }, pointsPerUnit: expect.any(Number) })
    const [first] = chart.skus
    await server.deps.db.updateTable('skus').set({ active: 0 }).where('id', '=', first.id).execute()
    const after = await json(await fetch(`${server.api}/pointchart`))
    expect(after.skus.map((s: { id: number }) => s.id)).not.toContain(first.id)
  })
})
