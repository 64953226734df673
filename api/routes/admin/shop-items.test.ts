import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lastAudit } from '../../test-support/audit.ts'
import { adminToken } from '../../test-support/admins.ts'
import { expectError } from '../../test-support/expect-error.ts'
import { json } from '../../test-support/json.ts'
import { bearer, createMember, postInProcess, postJson } from '../../test-support/members.ts'
import { solidPng } from '../../test-support/png.ts'
import { refuseWrites } from '../../test-support/refusing-trigger.ts'
import { insertShopItem, insertShopper } from '../../test-support/shop.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
let admin: Record<string, string>
beforeAll(async () => {
  server = await startTestServer()
  admin = bearer(await adminToken(server))
})
afterAll(() => server.close())

const png = (name = 'item.png', colour: [number, number, number] = [11, 110, 121]) => new File([solidPng(4, 3, colour)], name, { type: 'image/png' })
/** Only the first bytes decide what a file is: a signature and some filler. */
const fileOf = (signature: number[], size: number, name = 'item.png') => {
  const bytes = new Uint8Array(size)
  bytes.set(signature)
  return new File([bytes], name, { type: 'image/png' })
}
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const form = (fields: Record<string, string | File>) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  return body
}
const postForm = (path: string, fields: Record<string, string | File>, headers = admin) => fetch(`${server.api}${path}`, { method: 'POST', headers, body: form(fields) })
const get = (path: string, headers = admin) => fetch(`${server.api}${path}`, { headers })

const PATHS = {
  item: { list: '/admin/fetch/dashboard/item', add: '/admin/setting/item/add', edit: '/admin/setting/item/edit', hide: '/admin/setting/hide/item' },
  pregnant: {
    list: '/admin/fetch/dashboard/itemPregnant',
    add: '/admin/setting/pregnantItem/addPregnant',
    edit: '/admin/setting/pregnant/editPregnant',
    hide: '/admin/setting/hide/itemPregnant',
  },
} as const

let counter = 0
/** Every text and number of an item, as the back office's form sends them. */
const fields = (overrides: Record<string, string> = {}) => {
  const n = ++counter
  return {
    itemId: `ADM-${n}`,
    itemName: `Bath towel ${n}`,
    bmName: `Tuala mandi ${n}`,
    description: 'A soft hooded towel.',
    bmDescription: 'Tuala bertudung yang lembut.',
    uom: 'piece',
    itemBrand: 'Lembut',
    points: '900',
    inventory: '25',
    ...overrides,
  }
}
type FormFields = Record<string, string | File>
const withImages = (values: Record<string, string>): FormFields => ({ ...values, file: png('towel-en.png'), bmFile: png('towel-bm.png', [242, 165, 65]) })

const categories = async () => (await json(await get(PATHS.item.list))).category as { id: number; name: string }[]
const categoryId = async (name: string) => (await categories()).find((c) => c.name === name)!.id
const listed = async (kind: keyof typeof PATHS) => (await json(await get(PATHS[kind].list))).data as any[]
const rowsWithCode = async (itemId: string) => (await server.deps.db.selectFrom('rewardItems').select('id').where('itemId', '=', itemId).execute()).length

async function addItem(values: Record<string, string> = {}) {
  const res = await postForm(PATHS.item.add, withImages(fields(values)))
  expect(res.status).toBe(201)
  return json(res)
}
async function addPregnant(values: Record<string, string> = {}) {
  const res = await postForm(PATHS.pregnant.add, withImages(fields(values)))
  expect(res.status).toBe(201)
  return json(res)
}
/** The edit form of an item as it is now: its fields, to change some. */
const editFields = (item: any, overrides: Record<string, string> = {}) => ({
  id: String(item.id),
  itemId: item.itemId,
  itemName: item.itemName.en,
  bmName: item.itemName.bm,
  description: item.description.en,
  bmDescription: item.description.bm,
  uom: item.uom,
  itemBrand: item.itemBrand,
  points: String(item.points),
  inventory: String(item.inventory),
  ...overrides,
})

describe('the item dashboard', () => {
  it('lists every catalogue item, shown or hidden, with its stock and categories, and every category', async () => {
    const list = await listed('item')
    const wipes = list.find((i) => i.itemId === 'RW-1002')
    const baby = await categoryId('Baby Product')
    expect(wipes).toMatchObject({
      itemName: { en: 'Gentle baby wipes, 80 sheets', bm: expect.any(String) },
      description: { en: expect.any(String), bm: expect.any(String) },
      itemImage: { en: expect.stringMatching(/^\/api\/files\/public\//), bm: expect.stringMatching(/^\/api\/files\/public\//) },
      uom: expect.any(String),
      inventory: 500,
      redeemed: 0,
      remaining: 500,
      active: true,
      categories: [baby],
    })
    expect(list.every((i) => typeof i.createdAt === 'string' && typeof i.updatedAt === 'string')).toBe(true)
    expect((await categories()).map((c) => c.name)).toEqual(expect.arrayContaining(['Baby Product', 'Special Deals', 'Mum Care']))
    // Pregnant-mum offers have their own dashboard.
    const pregnant = await listed('pregnant')
    expect(pregnant.length).toBeGreaterThanOrEqual(2)
    expect(list.map((i) => i.id)).not.toEqual(expect.arrayContaining([pregnant[0].id]))
    expect(pregnant.every((i) => i.categories.length === 0)).toBe(true)
  })
})

describe('adding an item', () => {
  it('stores the item, both images under names the server makes, and its categories, and lists it first', async () => {
    const [baby, deals] = [await categoryId('Baby Product'), await categoryId('Special Deals')]
    const res = await postForm(PATHS.item.add, { ...withImages(fields({ itemName: '  Hooded towel ', points: '1200', inventory: '30' })), categories: `${deals},${baby},${deals}`, file: png('../../evil.png') })
    expect(res.status).toBe(201)
    const item = await json(res)
    expect(await lastAudit(server, 'shopItem', item.id)).toMatchObject({ action: 'shopItem.add', before: null, after: { points: 1200 } })
    expect(item).toMatchObject({
      itemName: { en: 'Hooded towel', bm: expect.stringMatching(/^Tuala mandi/) },
      description: { en: 'A soft hooded towel.', bm: 'Tuala bertudung yang lembut.' },
      uom: 'piece',
      itemBrand: 'Lembut',
      points: 1200,
      inventory: 30,
      redeemed: 0,
      remaining: 30,
      active: true,
      createdAt: server.clock.now().toISOString(),
    })
    expect([...item.categories].sort()).toEqual([baby, deals].sort())
    expect(item.itemImage.en).toMatch(/^\/api\/files\/public\/[0-9a-f]{32}\.png$/)
    expect(item.itemImage.bm).toMatch(/^\/api\/files\/public\/[0-9a-f]{32}\.png$/)
    expect(item.itemImage.bm).not.toBe(item.itemImage.en)
    const image = await fetch(new URL(item.itemImage.bm, server.api))
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer())).toEqual(solidPng(4, 3, [242, 165, 65]))

    server.clock.advance(1000)
    const later = await addItem()
    const list = await listed('item')
    expect(list.slice(0, 2).map((i) => i.id)).toEqual([later.id, item.id])
    // Not a pregnant offer.
    expect((await listed('pregnant')).some((i) => i.id === item.id)).toBe(false)
  })

  it('takes an item with no category', async () => {
    expect((await addItem()).categories).toEqual([])
  })

  it('needs every field and both images', async () => {
    const values = fields()
    const full = withImages(values)
    for (const missing of Object.keys(full)) {
      const { [missing]: _, ...rest } = full
      const res = await postForm(PATHS.item.add, rest)
      await expectError(res, 422, 'itemFieldsRequired')
    }
    const blanks: FormFields[] = [{ itemName: '   ' }, { bmDescription: '' }, { uom: ' ' }, { points: '' }, { inventory: '' }, { inventory: ' ' }, { file: new File([], 'empty.png') }, { bmFile: new File([], 'empty.png') }]
    for (const blank of blanks) await expectError(await postForm(PATHS.item.add, { ...full, ...blank }), 422, 'itemFieldsRequired')
    expect(await rowsWithCode(values.itemId)).toBe(0)
  })

  it('needs points of at least 1 and an inventory of at least 0, in whole numbers', async () => {
    for (const points of ['0', '-5', '1.5', 'abc', '1e3', '0x10', '99999999999']) {
      const values = fields({ points })
      await expectError(await postForm(PATHS.item.add, withImages(values)), 422, 'itemPointsInvalid')
      expect(await rowsWithCode(values.itemId), points).toBe(0)
    }
    for (const inventory of ['-1', '2.5', 'many']) {
      const values = fields({ inventory })
      await expectError(await postForm(PATHS.item.add, withImages(values)), 422, 'itemFieldsRequired')
      expect(await rowsWithCode(values.itemId), inventory).toBe(0)
    }
    expect(await addItem({ points: '1', inventory: '0' })).toMatchObject({ points: 1, inventory: 0, remaining: 0 })
  })

  it('refuses categories that do not exist', async () => {
    const baby = await categoryId('Baby Product')
    for (const list of [`${baby},999999`, 'abc', '-1', '0']) {
      const values = fields()
      await expectError(await postForm(PATHS.item.add, { ...withImages(values), categories: list }), 422, 'categoryNotFound')
      expect(await rowsWithCode(values.itemId), list).toBe(0)
    }
  })

  it('refuses fields it does not know, such as the redeemed count or the shown flag', async () => {
    for (const extra of [{ redeemed: '5' }, { active: '0' }, { pregnantOffer: '1' }] as FormFields[]) {
      const values = fields()
      const res = await postForm(PATHS.item.add, { ...withImages(values), ...extra })
      await expectError(res, 400, 'unknownField')
      expect(await rowsWithCode(values.itemId)).toBe(0)
    }
  })

  it('refuses an image that is not PNG, JPEG or WebP by its content with 415, and one over 5 MB with 413', async () => {
    const cases: [Record<string, File>, number, 'fileTypeNotAllowed' | 'fileTooLarge'][] = [
      [{ file: new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'art.png', { type: 'image/png' }) }, 415, 'fileTypeNotAllowed'],
      [{ bmFile: fileOf([...Buffer.from('%PDF-1.7')], 64, 'art.png') }, 415, 'fileTypeNotAllowed'],
      [{ bmFile: fileOf([...Buffer.from('GIF89a')], 64, 'art.png') }, 415, 'fileTypeNotAllowed'],
      [{ file: fileOf(PNG_SIGNATURE, 5 * 1024 * 1024 + 1) }, 413, 'fileTooLarge'],
      [{ bmFile: fileOf(PNG_SIGNATURE, 5 * 1024 * 1024 + 1) }, 413, 'fileTooLarge'],
    ]
    for (const [files, status, code] of cases) {
      const values = fields()
      await expectError(await postForm(PATHS.item.add, { ...withImages(values), ...files }), status, code)
      expect(await rowsWithCode(values.itemId)).toBe(0)
    }
    // Two images of 5 MB each are within the limits.
    const big = await postForm(PATHS.item.add, { ...fields(), file: fileOf(PNG_SIGNATURE, 5 * 1024 * 1024), bmFile: fileOf(PNG_SIGNATURE, 5 * 1024 * 1024) })
    expect(big.status).toBe(201)
  })

  it('writes the item and its categories in one transaction: a category the database refuses leaves no item', async () => {
    const deals = await categoryId('Special Deals')
    const values = fields()
    const allow = await refuseWrites(server.deps.db, 'refuse_item_category', 'reward_item_categories', 'insert', sql`new.category_id = ${sql.lit(deals)}`)
    try {
      const res = await postForm(PATHS.item.add, { ...withImages(values), categories: String(deals) })
      expect(res.status).toBe(500)
    } finally {
      await allow()
    }
    expect(await rowsWithCode(values.itemId)).toBe(0)
  })
})

describe('editing an item', () => {
  it('saves every field, replaces the categories and keeps the images when none are sent', async () => {
    const [baby, deals] = [await categoryId('Baby Product'), await categoryId('Special Deals')]
    const item = await postForm(PATHS.item.add, { ...withImages(fields()), categories: String(baby) }).then(json)
    server.clock.advance(60_000)
    const res = await postForm(PATHS.item.edit, {
      ...editFields(item, { itemId: 'ADM-NEW', itemName: 'Renamed', bmName: 'Nama baharu', description: 'New words', bmDescription: 'Kata baharu', uom: 'set', itemBrand: 'Partner', points: '750', inventory: '40' }),
      categories: String(deals),
    })
    expect(res.status).toBe(200)
    expect(await lastAudit(server, 'shopItem', item.id)).toMatchObject({ action: 'shopItem.edit', before: { itemId: item.itemId }, after: { itemId: 'ADM-NEW' } })
    const saved = await json(res)
    expect(saved).toMatchObject({
      id: item.id,
      itemId: 'ADM-NEW',
      itemName: { en: 'Renamed', bm: 'Nama baharu' },
      description: { en: 'New words', bm: 'Kata baharu' },
      uom: 'set',
      itemBrand: 'Partner',
      points: 750,
      inventory: 40,
      remaining: 40,
      categories: [deals],
      itemImage: item.itemImage,
      createdAt: item.createdAt,
      updatedAt: server.clock.now().toISOString(),
    })
    const none = await postForm(PATHS.item.edit, editFields(saved))
    expect((await json(none)).categories).toEqual([])
  })

  it('replaces both images together, and refuses one alone', async () => {
    const item = await addItem()
    const one = await postForm(PATHS.item.edit, { ...editFields(item, { points: '1' }), file: png() })
    await expectError(one, 422, 'bothImagesRequired')
    await expectError(await postForm(PATHS.item.edit, { ...editFields(item), bmFile: png() }), 422, 'bothImagesRequired')
    expect((await listed('item')).find((i) => i.id === item.id).points).toBe(item.points)

    const both = await postForm(PATHS.item.edit, { ...editFields(item), file: png('new-en.png', [1, 2, 3]), bmFile: png('new-bm.png', [4, 5, 6]) })
    expect(both.status).toBe(200)
    const saved = await json(both)
    expect(saved.itemImage.en).not.toBe(item.itemImage.en)
    expect(saved.itemImage.bm).not.toBe(item.itemImage.bm)
    expect(Buffer.from(await (await fetch(new URL(saved.itemImage.en, server.api))).arrayBuffer())).toEqual(solidPng(4, 3, [1, 2, 3]))

    await expectError(await postForm(PATHS.item.edit, { ...editFields(item), file: png(), bmFile: fileOf([...Buffer.from('GIF89a')], 64) }), 415, 'fileTypeNotAllowed')
    await expectError(await postForm(PATHS.item.edit, { ...editFields(item), file: fileOf(PNG_SIGNATURE, 5 * 1024 * 1024 + 1), bmFile: png() }), 413, 'fileTooLarge')
    expect((await listed('item')).find((i) => i.id === item.id).itemImage).toEqual(saved.itemImage)
  })

  it('keeps the inventory at or above what was redeemed', async () => {
    const item = await addItem({ inventory: '20' })
    await server.deps.db.updateTable('rewardItems').set({ redeemed: 7 }).where('id', '=', item.id).execute()
    await expectError(await postForm(PATHS.item.edit, editFields(item, { inventory: '6', itemName: 'Lowered' })), 422, 'inventoryBelowRedeemed')
    const kept = (await listed('item')).find((i) => i.id === item.id)
    expect(kept).toMatchObject({ inventory: 20, redeemed: 7, remaining: 13, itemName: { en: item.itemName.en } })
    const exact = await postForm(PATHS.item.edit, editFields(item, { inventory: '7' }))
    expect(await json(exact)).toMatchObject({ inventory: 7, redeemed: 7, remaining: 0 })
  })

  it('checks the fields and categories as an add does', async () => {
    const item = await addItem()
    await expectError(await postForm(PATHS.item.edit, editFields(item, { itemName: ' ' })), 422, 'itemFieldsRequired')
    await expectError(await postForm(PATHS.item.edit, editFields(item, { points: '0' })), 422, 'itemPointsInvalid')
    await expectError(await postForm(PATHS.item.edit, { ...editFields(item), categories: '999999' }), 422, 'categoryNotFound')
    await expectError(await postForm(PATHS.item.edit, { ...editFields(item), redeemed: '0' }), 400, 'unknownField')
    expect((await listed('item')).find((i) => i.id === item.id)).toMatchObject({ itemName: item.itemName, points: item.points })
  })

  it('refuses an unknown id, and a pregnant offer as an item (and the other way round)', async () => {
    const item = await addItem()
    const offer = await addPregnant()
    await expectError(await postForm(PATHS.item.edit, editFields(item, { id: '999999' })), 404, 'itemNotFound')
    await expectError(await postForm(PATHS.item.edit, editFields(offer)), 404, 'itemNotFound')
    await expectError(await postForm(PATHS.pregnant.edit, editFields(item)), 404, 'itemNotFound')
    expect((await postForm(PATHS.item.edit, editFields(item, { id: 'abc' }))).status).toBe(422)
  })

  it('rolls the whole edit back when its categories cannot be written', async () => {
    const deals = await categoryId('Special Deals')
    const item = await addItem()
    const allow = await refuseWrites(server.deps.db, 'refuse_item_category_edit', 'reward_item_categories', 'insert', sql`new.category_id = ${sql.lit(deals)}`)
    try {
      expect((await postForm(PATHS.item.edit, { ...editFields(item, { itemName: 'Half saved' }), categories: String(deals) })).status).toBe(500)
    } finally {
      await allow()
    }
    expect((await listed('item')).find((i) => i.id === item.id)).toMatchObject({ itemName: item.itemName, categories: [] })
  })
})

describe('showing and hiding an item', () => {
  it('flips it on the server and answers the new state; a hidden item leaves the member’s shop', async () => {
    const item = await addItem()
    const shopper = await insertShopper(server)
    const catalogue = async () => (await json(await get('/rewards/catalog/fetch', bearer(shopper.token)))).data.map((i: any) => i.id)
    expect(await catalogue()).toContain(item.id)

    const hidden = await postJson(server, PATHS.item.hide, { id: item.id }, admin)
    expect(hidden.status).toBe(200)
    expect(await json(hidden)).toEqual({ id: item.id, active: false })
    expect(await lastAudit(server, 'shopItem', item.id)).toMatchObject({ action: 'shopItem.hide', after: { active: false } })
    expect((await listed('item')).find((i) => i.id === item.id).active).toBe(false)
    expect(await catalogue()).not.toContain(item.id)

    expect(await json(await postJson(server, PATHS.item.hide, { id: item.id }, admin))).toEqual({ id: item.id, active: true })
    expect(await catalogue()).toContain(item.id)
  })

  it('refuses an unknown id, an offer of the other kind and fields it does not know', async () => {
    const offer = await addPregnant()
    const item = await addItem()
    await expectError(await postJson(server, PATHS.item.hide, { id: 999_999 }, admin), 404, 'itemNotFound')
    await expectError(await postJson(server, PATHS.item.hide, { id: offer.id }, admin), 404, 'itemNotFound')
    await expectError(await postJson(server, PATHS.pregnant.hide, { id: item.id }, admin), 404, 'itemNotFound')
    await expectError(await postJson(server, PATHS.item.hide, { id: item.id, active: true }, admin), 400, 'unknownField')
    expect((await listed('pregnant')).find((i) => i.id === offer.id).active).toBe(true)
    expect((await listed('item')).find((i) => i.id === item.id).active).toBe(true)
  })
})

describe('categories', () => {
  it('adds a category by its trimmed name and answers it; the dashboard lists it', async () => {
    const res = await postJson(server, '/admin/setting/category/add', { name: '  Toys and Play ' }, admin)
    expect(res.status).toBe(201)
    const category = await json(res)
    expect(category).toEqual({ id: expect.any(Number), name: 'Toys and Play' })
    expect(await lastAudit(server, 'shopCategory', category.id)).toMatchObject({ action: 'shopCategory.add', before: null, after: category })
    expect(await categories()).toContainEqual(category)
    expect((await addItem({})).categories).toEqual([])
  })

  it('refuses a name that exists, whatever its letter case', async () => {
    for (const name of ['Baby Product', 'baby product', 'SPECIAL DEALS', ' mum care ']) {
      await expectError(await postJson(server, '/admin/setting/category/add', { name }, admin), 409, 'categoryExists')
    }
    expect((await categories()).filter((c) => c.name.toLowerCase() === 'baby product')).toHaveLength(1)
  })

  it('needs a name of at most 40 characters, and nothing else', async () => {
    for (const body of [{ name: '' }, { name: '   ' }, {}]) await expectError(await postJson(server, '/admin/setting/category/add', body, admin), 422, 'itemFieldsRequired')
    expect((await postJson(server, '/admin/setting/category/add', { name: 'x'.repeat(41) }, admin)).status).toBe(422)
    await expectError(await postJson(server, '/admin/setting/category/add', { name: 'Extra', id: 1 }, admin), 400, 'unknownField')
  })

  it('adds one category when admins race to add the same name in different cases', async () => {
    const names = Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? 'Bath Time' : i % 3 === 1 ? 'BATH TIME' : 'bath time'))
    const answers = await Promise.all(names.map((name) => postInProcess(server, '/admin/setting/category/add', { name }, admin)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(11)
    for (const res of answers.filter((r) => r.status === 409)) expect((await json(res)).code).toBe('categoryExists')
    expect((await categories()).filter((c) => c.name.toLowerCase() === 'bath time')).toHaveLength(1)
  })
})

describe('pregnant-mum offers', () => {
  it('are added, listed first, edited and hidden with the item rules, without categories', async () => {
    const values = fields({ itemName: 'Maternity pillow', bmName: 'Bantal ibu mengandung' })
    const res = await postForm(PATHS.pregnant.add, withImages(values))
    expect(res.status).toBe(201)
    const offer = await json(res)
    expect(offer).toMatchObject({ itemName: { en: 'Maternity pillow', bm: 'Bantal ibu mengandung' }, categories: [], active: true, inventory: 25, remaining: 25 })
    expect((await listed('pregnant'))[0].id).toBe(offer.id)
    expect(await lastAudit(server, 'pregnantItem', offer.id)).toMatchObject({ action: 'pregnantItem.add', before: null })
    expect((await listed('item')).some((i) => i.id === offer.id)).toBe(false)

    const edited = await postForm(PATHS.pregnant.edit, { ...editFields(offer, { description: 'Supports back and bump.', points: '400' }), file: png(), bmFile: png() })
    expect(edited.status).toBe(200)
    expect(await json(edited)).toMatchObject({ id: offer.id, description: { en: 'Supports back and bump.' }, points: 400, categories: [] })
    expect(await lastAudit(server, 'pregnantItem', offer.id)).toMatchObject({ action: 'pregnantItem.edit', after: { points: 400 } })

    await server.deps.db.updateTable('rewardItems').set({ redeemed: 3 }).where('id', '=', offer.id).execute()
    await expectError(await postForm(PATHS.pregnant.edit, editFields(offer, { inventory: '2' })), 422, 'inventoryBelowRedeemed')
    await expectError(await postForm(PATHS.pregnant.edit, { ...editFields(offer), file: png() }), 422, 'bothImagesRequired')

    expect(await json(await postJson(server, PATHS.pregnant.hide, { id: offer.id }, admin))).toEqual({ id: offer.id, active: false })
    expect(await lastAudit(server, 'pregnantItem', offer.id)).toMatchObject({ action: 'pregnantItem.hide', after: { active: false } })
    expect((await listed('pregnant')).find((i) => i.id === offer.id).active).toBe(false)
  })

  it('need every field and both images, and refuse a category list, images that are not images and large ones', async () => {
    const values = fields()
    const full = withImages(values)
    for (const missing of ['itemId', 'bmName', 'bmDescription', 'itemBrand', 'file', 'bmFile']) {
      const { [missing]: _, ...rest } = full
      await expectError(await postForm(PATHS.pregnant.add, rest), 422, 'itemFieldsRequired')
    }
    await expectError(await postForm(PATHS.pregnant.add, withImages(fields({ points: '0' }))), 422, 'itemPointsInvalid')
    await expectError(await postForm(PATHS.pregnant.add, { ...withImages(fields()), categories: String(await categoryId('Baby Product')) }), 400, 'unknownField')
    await expectError(await postForm(PATHS.pregnant.add, { ...withImages(fields()), bmFile: fileOf([...Buffer.from('hello')], 64) }), 415, 'fileTypeNotAllowed')
    await expectError(await postForm(PATHS.pregnant.add, { ...withImages(fields()), file: fileOf(PNG_SIGNATURE, 5 * 1024 * 1024 + 1) }), 413, 'fileTooLarge')
    expect(await rowsWithCode(values.itemId)).toBe(0)
  })
})

describe('who may manage items', () => {
  it('refuses no token with 401, and a member or a superadmin with 403, writing nothing', async () => {
    const member = bearer((await createMember(server)).token)
    const superadmin = bearer(await adminToken(server, 'superadmin'))
    for (const who of [member, superadmin]) {
      for (const path of [PATHS.item.list, PATHS.pregnant.list]) expect((await get(path, who)).status).toBe(403)
      const values = fields()
      await expectError(await postForm(PATHS.item.add, withImages(values), who), 403, 'forbidden')
      await expectError(await postForm(PATHS.pregnant.add, withImages(values), who), 403, 'forbidden')
      expect(await rowsWithCode(values.itemId)).toBe(0)
      await expectError(await postJson(server, '/admin/setting/category/add', { name: 'Not theirs' }, who), 403, 'forbidden')
      await expectError(await postJson(server, PATHS.item.hide, { id: 1 }, who), 403, 'forbidden')
      await expectError(await postJson(server, PATHS.pregnant.hide, { id: 1 }, who), 403, 'forbidden')
    }
    expect((await get(PATHS.item.list, {})).status).toBe(401)
    expect((await postForm(PATHS.item.edit, { ...withImages(fields()), id: '1' }, {})).status).toBe(401)
    expect((await categories()).some((c) => c.name === 'Not theirs')).toBe(false)
  })
})

describe('an edit racing orders', () => {
  /** The edit, in-process like the orders, so that the two interleave at every await. */
  const editInProcess = (fieldsOfEdit: Record<string, string>) =>
    server.app.request(`${server.deps.config.apiRoot}${PATHS.item.edit}`, { method: 'POST', headers: admin, body: form(fieldsOfEdit) })
  const stock = (id: number) => server.deps.db.selectFrom('rewardItems').select(['inventory', 'redeemed']).where('id', '=', id).executeTakeFirstOrThrow()

  it('never leaves more redeemed than the inventory: the edit is saved or refused, and every order counted', async () => {
    const outcomes: number[] = []
    // The edit starts some turns of the event loop after the orders, so that across the rounds it
    // falls before, among and after their commits (a check made apart from the write shows up as a
    // 500 from the stock constraint); the last round waits until 10 orders are answered, and so
    // lowering to 5 can only be refused.
    const rounds = [...[0, 1, 2, 3, 4, 6, 8].map((turns) => ({ turns, ahead: 0, lowerTo: 6 })), { turns: 0, ahead: 10, lowerTo: 5 }]
    for (const { turns, ahead, lowerTo } of rounds) {
      const id = await insertShopItem(server, { points: 10, stock: 20 })
      const item = (await listed('item')).find((i) => i.id === id)
      const shoppers = await Promise.all(Array.from({ length: 24 }, () => insertShopper(server, { points: 100 })))
      let answered = 0
      let release = () => {}
      const enoughAnswered = new Promise<void>((resolve) => (release = resolve))
      if (ahead === 0) release()
      const orders = shoppers.map((s) =>
        Promise.resolve(postInProcess(server, '/rewards/redeem', { addressId: s.addressId, items: [{ id, quantity: 1 }] }, bearer(s.token))).then((res) => {
          if (++answered === ahead) release()
          return res
        }),
      )
      await enoughAnswered
      for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve))
      const edit = editInProcess(editFields(item, { inventory: String(lowerTo) }))
      const [answers, editAnswer] = await Promise.all([Promise.all(orders), edit])
      const placed = answers.filter((r) => r.status === 200).length
      for (const res of answers.filter((r) => r.status !== 200)) expect((await json(res)).code).toBe('outOfStock')

      const after = await stock(id)
      expect(after.redeemed).toBeLessThanOrEqual(after.inventory)
      expect(after.redeemed).toBe(placed)
      outcomes.push(editAnswer.status)
      if (editAnswer.status === 200) expect(after.inventory).toBe(lowerTo)
      else {
        await expectError(editAnswer, 422, 'inventoryBelowRedeemed')
        expect(after).toEqual({ inventory: 20, redeemed: 20 })
      }
    }
    expect(outcomes.at(-1)).toBe(422)
  })
})
