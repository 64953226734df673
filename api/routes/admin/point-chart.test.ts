import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lastAudit } from '../../test-support/audit.ts'
import { adminToken } from '../../test-support/admins.ts'
import { json } from '../../test-support/json.ts'
import { bearer, createMember, postJson } from '../../test-support/members.ts'
import { pendingReceipt } from '../../test-support/receipt-review.ts'
import { pointChart } from '../../test-support/receipts.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
let admin: string
let member: Awaited<ReturnType<typeof createMember>>
beforeAll(async () => {
  server = await startTestServer()
  admin = await adminToken(server)
  member = await createMember(server)
})
afterAll(() => server.close())

interface Chart {
  retailers: { id: number; label: string; isOther: boolean; active: boolean }[]
  skus: { id: number; name: { en: string; bm: string }; brand: { id: number; name: string } | null; pointsPerUnit: number; active: boolean }[]
  brands: { id: number; name: string }[]
}

const chart = async (): Promise<Chart> => json(await fetch(`${server.api}/admin/fetch/dashboard/pointchart`, { headers: bearer(admin) }))
const post = (path: string, body: object) => postJson(server, `/admin/setting/${path}`, body, bearer(admin))
const publicChart = async () => json(await fetch(`${server.api}/pointchart`))

describe('stores', () => {
  it('are listed by label with Others last, inactive ones too', async () => {
    const { retailers } = await chart()
    expect(retailers.at(-1)).toMatchObject({ label: 'Others', isOther: true, active: true })
    const labels = retailers.slice(0, -1).map((r) => r.label)
    expect(labels).toEqual([...labels].sort())
  })

  it('are added with a label no other store has, whatever its case, and one Others at most', async () => {
    const res = await post('retailer/add', { label: '  Kedai Bayi Comel ' })
    expect(res.status).toBe(201)
    const added = await json(res)
    expect(added).toMatchObject({ label: 'Kedai Bayi Comel', isOther: false, active: true })
    expect(await lastAudit(server, 'retailer', added.id)).toMatchObject({ action: 'retailer.add', before: null, after: { label: 'Kedai Bayi Comel' } })
    expect(await json(await post('retailer/add', { label: 'KEDAI bayi comel' }))).toMatchObject({ code: 'retailerExists' })
    expect((await post('retailer/add', { label: 'aeon' })).status).toBe(409)
    expect(await json(await post('retailer/add', { label: 'Lain-lain', isOther: true }))).toMatchObject({ code: 'otherRetailerExists' })
    expect(await json(await post('retailer/add', { label: '   ' }))).toMatchObject({ code: 'fillAllInputFields' })
    expect((await post('retailer/add', { label: 'X'.repeat(61) })).status).toBe(422)
    expect((await post('retailer/add', { label: 'Mass', active: false })).status).toBe(400)

    const { retailers } = await pointChart(server, member.token)
    expect(retailers.map((r) => r.label)).toContain('Kedai Bayi Comel')
  })

  it('are renamed and turned off, leaving the upload form but not the back office', async () => {
    const added = await json(await post('retailer/add', { label: 'Pasar Mini' }))
    expect((await json(await post('retailer/edit', { id: added.id, label: 'PASAR MINI', active: true }))).label).toBe('PASAR MINI')
    expect(await json(await post('retailer/edit', { id: added.id, label: 'Guardian', active: true }))).toMatchObject({ code: 'retailerExists' })
    expect(await json(await post('retailer/edit', { id: 99_999, label: 'Nowhere', active: true }))).toMatchObject({ code: 'retailerNotFound' })

    const off = await post('retailer/edit', { id: added.id, label: 'Pasar Mini Jaya', active: false })
    expect(await json(off)).toEqual({ id: added.id, label: 'Pasar Mini Jaya', isOther: false, active: false })
    expect(await lastAudit(server, 'retailer', added.id)).toMatchObject({ action: 'retailer.edit', before: { label: 'PASAR MINI', active: true }, after: { active: false } })
    expect((await pointChart(server, member.token)).retailers.map((r) => r.value)).not.toContain(added.id)
    expect((await chart()).retailers).toContainEqual(expect.objectContaining({ id: added.id, active: false }))
    expect((await post('retailer/edit', { id: added.id, label: 'Pasar Mini Jaya' })).status).toBe(422)
  })
})

describe('products', () => {
  it('are added with a brand or none and points per unit from 1 to 100,000, and shown publicly', async () => {
    const { brands } = await chart()
    const brand = brands[0]!
    const res = await post('sku/add', { nameEn: 'Night Pants XL, jumbo', nameBm: 'Seluar Malam XL, jumbo', brandId: brand.id, pointsPerUnit: 70 })
    expect(res.status).toBe(201)
    const sku = await json(res)
    expect(sku).toMatchObject({ name: { en: 'Night Pants XL, jumbo', bm: 'Seluar Malam XL, jumbo' }, brand, pointsPerUnit: 70, active: true })
    expect(await lastAudit(server, 'sku', sku.id)).toMatchObject({ action: 'sku.add', before: null, after: { pointsPerUnit: 70 } })
    const plain = await json(await post('sku/add', { nameEn: 'Baby wipes', nameBm: 'Tisu basah bayi', brandId: null, pointsPerUnit: 5 }))
    expect(plain.brand).toBeNull()

    const { skus } = await publicChart()
    expect(skus).toContainEqual({ id: sku.id, name: sku.name, brand: brand.name, pointsPerUnit: 70 })
    expect(skus).toContainEqual(expect.objectContaining({ id: plain.id, brand: null }))
    expect((await pointChart(server, member.token)).skus.map((s) => s.value)).toContain(sku.id)
  })

  it('refuse points outside 1 to 100,000, missing names and unknown brands', async () => {
    const valid = { nameEn: 'Tape S', nameBm: 'Pita S', brandId: null, pointsPerUnit: 10 }
    for (const pointsPerUnit of [0, -5, 100_001, 2.5, '10', null]) {
      expect(await json(await post('sku/add', { ...valid, pointsPerUnit })), String(pointsPerUnit)).toMatchObject({ code: 'pointsPerUnitInvalid' })
    }
    expect((await post('sku/add', { ...valid, pointsPerUnit: 100_000 })).status).toBe(201)
    expect(await json(await post('sku/add', { ...valid, nameBm: ' ' }))).toMatchObject({ code: 'fillAllInputFields' })
    expect(await json(await post('sku/add', { ...valid, brandId: 99_999 }))).toMatchObject({ code: 'brandNotFound' })
    const { brandId: _, ...withoutBrand } = valid
    expect((await post('sku/add', withoutBrand)).status).toBe(422)
    expect((await post('sku/add', { ...valid, active: false })).status).toBe(400)
  })

  it('are edited and turned off, leaving the public chart and the upload form', async () => {
    const sku = await json(await post('sku/add', { nameEn: 'Pants M', nameBm: 'Seluar M', brandId: null, pointsPerUnit: 20 }))
    const edit = { id: sku.id, nameEn: 'Pants M, regular', nameBm: 'Seluar M, biasa', brandId: null, pointsPerUnit: 25, active: true }
    expect(await json(await post('sku/edit', edit))).toMatchObject({ name: { en: 'Pants M, regular', bm: 'Seluar M, biasa' }, pointsPerUnit: 25 })
    expect(await lastAudit(server, 'sku', sku.id)).toMatchObject({ action: 'sku.edit', before: { pointsPerUnit: 20 }, after: { pointsPerUnit: 25 } })
    expect(await json(await post('sku/edit', { ...edit, id: 99_999 }))).toMatchObject({ code: 'skuNotFound' })
    expect(await json(await post('sku/edit', { ...edit, pointsPerUnit: 0 }))).toMatchObject({ code: 'pointsPerUnitInvalid' })

    expect(await json(await post('sku/edit', { ...edit, active: false }))).toMatchObject({ active: false })
    expect((await publicChart()).skus.map((s: { id: number }) => s.id)).not.toContain(sku.id)
    expect((await pointChart(server, member.token)).skus.map((s) => s.value)).not.toContain(sku.id)
    expect((await chart()).skus).toContainEqual(expect.objectContaining({ id: sku.id, active: false, pointsPerUnit: 25 }))
  })

  it('give pending receipts their points as the chart is when they are approved', async () => {
    const sku = await json(await post('sku/add', { nameEn: 'Swim pants', nameBm: 'Seluar renang', brandId: null, pointsPerUnit: 10 }))
    const { store } = await pointChart(server, member.token)
    const id = await pendingReceipt(server, member.token, { retailerId: store.value, products: [{ skuId: sku.id, quantity: 2 }] })
    await post('sku/edit', { id: sku.id, nameEn: 'Swim pants', nameBm: 'Seluar renang', brandId: null, pointsPerUnit: 15, active: false })
    const approved = await json(await postJson(server, '/admin/setting/receipt/approve', { id }, bearer(admin)))
    expect(approved).toMatchObject({ status: 'approved', points: 15 * 2 * 3 })
  })
})
