import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SampleCatalog } from '../../domain/sample-catalogue.ts'
import { json } from '../test-support/json.ts'
import { bearer } from '../test-support/members.ts'
import { insertShopper } from '../test-support/shop.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** A brand with sizes of two formats, each size with a sample as given (shown, in stock unless said). */
async function brandWithSamples(name: string, samples: { format: string; size: string; active?: boolean; stock?: number }[]) {
  const { db } = server.deps
  const at = server.clock.now().toISOString()
  const { id: brandId } = await db.insertInto('brands').values({ name, description: '', imageUrl: `/files/${name}.png`, createdAt: at, updatedAt: at }).returning('id').executeTakeFirstOrThrow()
  const formats = new Map<string, number>()
  const ids: Record<string, number> = {}
  for (const s of samples) {
    if (!formats.has(s.format)) formats.set(s.format, (await db.insertInto('formats').values({ name: s.format }).returning('id').executeTakeFirstOrThrow()).id)
    const { id: sizeId } = await db.insertInto('sizes').values({ brandId, formatId: formats.get(s.format)!, name: s.size }).returning('id').executeTakeFirstOrThrow()
    const key = `${s.format}/${s.size}`
    const { id } = await db
      .insertInto('samples')
      .values({
        sizeId,
        itemId: `${name}-${key}`,
        nameEn: `${name} ${key}`,
        nameBm: `Sampel ${name} ${key}`,
        descriptionEn: 'A trial pack',
        descriptionBm: 'Pek percubaan',
        imageEn: '/files/en.png',
        imageBm: '/files/bm.png',
        uom: 'pack',
        inventory: s.stock ?? 5,
        active: s.active === false ? 0 : 1,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids[key] = id
  }
  return { brandId, formats, ids }
}

describe('GET /sample/catalog/fetch', () => {
  it('lists shown samples with stock left, sizes nb to xxl, and only the brands, formats and sizes that have one', async () => {
    const member = await insertShopper(server)
    const open = await brandWithSamples('Catalogue Open', [
      { format: 'cat-pants', size: 'XL' },
      { format: 'cat-pants', size: 'm' },
      { format: 'cat-pants', size: 'nb' },
      { format: 'cat-tape', size: 's', active: false },
    ])
    const gone = await brandWithSamples('Catalogue Gone', [{ format: 'cat-gone', size: 'm', stock: 0 }])

    const res = await fetch(`${server.api}/sample/catalog/fetch`, { headers: bearer(member.token) })
    expect(res.status).toBe(200)
    const catalog = (await json(res)) as SampleCatalog
    const brand = catalog.brands.find((b) => b.id === open.brandId)!
    expect(brand.formats).toEqual([{ id: open.formats.get('cat-pants'), name: 'cat-pants' }])
    expect(brand.sizes.map((s) => s.name)).toEqual(['nb', 'm', 'XL'])
    expect(catalog.brands.some((b) => b.id === gone.brandId)).toBe(false)

    const mine = catalog.data.filter((s) => s.brandId === open.brandId)
    expect(mine.map((s) => s.id)).toEqual([open.ids['cat-pants/nb'], open.ids['cat-pants/m'], open.ids['cat-pants/XL']])
    expect(mine[0]).toMatchObject({ size: 'nb', remaining: 5, itemName: { en: 'Catalogue Open cat-pants/nb', bm: 'Sampel Catalogue Open cat-pants/nb' }, description: { en: 'A trial pack' } })
  })

  it('needs a signed-in member', async () => {
    expect((await fetch(`${server.api}/sample/catalog/fetch`)).status).toBe(401)
  })
})
