import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lastAudit } from '../../test-support/audit.ts'
import { adminToken } from '../../test-support/admins.ts'
import { expectError } from '../../test-support/expect-error.ts'
import { json } from '../../test-support/json.ts'
import { bearer, createMember, postJson } from '../../test-support/members.ts'
import { solidPng } from '../../test-support/png.ts'
import { insertShopper } from '../../test-support/shop.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
let admin: Record<string, string>
beforeAll(async () => {
  server = await startTestServer()
  admin = bearer(await adminToken(server))
})
afterAll(() => server.close())

const PATHS = { list: '/admin/fetch/dashboard/sample', add: '/admin/setting/diaper/add', edit: '/admin/setting/diaper/edit', hide: '/admin/setting/hide/sample', catalog: '/sample/catalog/fetch' }

const png = (name = 'sample.png', colour: [number, number, number] = [11, 110, 121]) => new File([solidPng(4, 3, colour)], name, { type: 'image/png' })
/** Only the first bytes decide what a file is: a signature and some filler. */
const fileOf = (signature: number[], size: number, name = 'sample.png') => {
  const bytes = new Uint8Array(size)
  bytes.set(signature)
  return new File([bytes], name, { type: 'image/png' })
}
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

type FormFields = Record<string, string | File>
const form = (fields: FormFields) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  return body
}
const postForm = (path: string, fields: FormFields, headers = admin) => fetch(`${server.api}${path}`, { method: 'POST', headers, body: form(fields) })
/** In-process, so that parallel requests interleave at every await (see TestServer). */
const postFormInProcess = (path: string, fields: FormFields) => server.app.request(`${server.deps.config.apiRoot}${path}`, { method: 'POST', headers: admin, body: form(fields) })
const get = (path: string, headers = admin) => fetch(`${server.api}${path}`, { headers })

/** A brand, format and size as the form sends them. */
type Choice = { brand: string; format: string; size: string }

let serial = 0
/**
 * A brand of its own with sizes in the given formats, written straight into the database, so a
 * test has sizes no other test gives a sample. `choice('pants', 'm')` is one of its sizes as the form sends it.
 */
async function newBrand(formats: Record<string, string[]>, name = `Test brand ${++serial}`) {
  const { db } = server.deps
  const now = server.clock.now().toISOString()
  const { id } = await db.insertInto('brands').values({ name, description: 'For tests', imageUrl: `/api/files/public/brand-${serial}.png`, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow()
  const formatIds = new Map<string, number>()
  const sizeIds = new Map<string, number>()
  for (const [format, sizes] of Object.entries(formats)) {
    const found = await db.selectFrom('formats').select('id').where('name', '=', format).executeTakeFirst()
    const formatId = found?.id ?? (await db.insertInto('formats').values({ name: format }).returning('id').executeTakeFirstOrThrow()).id
    formatIds.set(format, formatId)
    for (const size of sizes) sizeIds.set(`${format}/${size}`, (await db.insertInto('sizes').values({ brandId: id, formatId, name: size }).returning('id').executeTakeFirstOrThrow()).id)
  }
  const choice = (format: string, size: string): Choice => ({ brand: String(id), format: String(formatIds.get(format)!), size: String(sizeIds.get(`${format}/${size}`)!) })
  return { id, name, formatIds, sizeIds, choice }
}

/** Every text and number of a sample, as the back office's form sends them. */
const fields = (where: Choice, overrides: Record<string, string> = {}) => {
  const n = ++serial
  return {
    ...where,
    itemId: `SMP-T-${n}`,
    itemName: `Trial pack ${n}`,
    bmName: `Pek percubaan ${n}`,
    description: 'Three diapers to try.',
    bmDescription: 'Tiga lampin untuk dicuba.',
    uom: 'pack',
    inventory: '40',
    ...overrides,
  }
}
const withImages = (values: Record<string, string>): FormFields => ({ ...values, file: png('sample-en.png'), bmFile: png('sample-bm.png', [242, 165, 65]) })

const listed = async () => json(await get(PATHS.list)) as Promise<{ brands: any[]; data: any[] }>
const sampleById = async (id: number) => (await listed()).data.find((s) => s.id === id)
const samplesWithCode = async (itemId: string) => (await server.deps.db.selectFrom('samples').select('id').where('itemId', '=', itemId).execute()).length
const samplesOfSize = async (sizeId: string) => (await server.deps.db.selectFrom('samples').select('id').where('sizeId', '=', Number(sizeId)).execute()).length

async function addSample(where: Choice, values: Record<string, string> = {}) {
  const res = await postForm(PATHS.add, withImages(fields(where, values)))
  expect(res.status).toBe(201)
  return json(res)
}
/** The edit form of a sample as it is now: its fields, to change some. */
const editFields = (sample: any, overrides: Record<string, string> = {}): Record<string, string> => ({
  id: String(sample.id),
  brand: String(sample.brandId),
  format: String(sample.formatId),
  size: String(sample.sizeId),
  itemId: sample.itemId,
  itemName: sample.itemName.en,
  bmName: sample.itemName.bm,
  description: sample.description.en,
  bmDescription: sample.description.bm,
  uom: sample.uom,
  inventory: String(sample.inventory),
  ...overrides,
})
const setRedeemed = (id: number, redeemed: number) => server.deps.db.updateTable('samples').set({ redeemed }).where('id', '=', id).execute()

describe('the sample dashboard', () => {
  it('lists the seeded samples by brand, format and size, with their stock and images, and every brand with its formats and sizes', async () => {
    const { brands, data } = await listed()
    const comfort = brands.find((b) => b.name === 'Lembut Comfort')
    const pants = comfort.formats.find((f: any) => f.name === 'pants')
    const tape = comfort.formats.find((f: any) => f.name === 'tape')
    expect(comfort.brandImage).toMatch(/^\/api\/files\/public\//)
    expect(comfort.formats.map((f: any) => f.name)).toEqual(['pants', 'tape'])
    expect(comfort.sizes.map((s: any) => `${s.formatId === pants.id ? 'pants' : 'tape'} ${s.name}`)).toEqual([
      'pants s',
      'pants m',
      'pants l',
      'pants xl',
      'pants xxl',
      'tape nb',
      'tape s',
      'tape m',
      'tape l',
    ])
    // A brand without a sample is there to add one for.
    expect(brands.map((b) => b.name)).toEqual(expect.arrayContaining(['Lembut Basics', 'Lembut Premium']))

    expect(data.filter((s) => s.itemId.startsWith('SMP-')).map((s) => s.itemId)).toEqual(['SMP-CP-S', 'SMP-CP-M', 'SMP-CT-NB', 'SMP-PT-NB'])
    const small = data.find((s) => s.itemId === 'SMP-CP-S')
    expect(small).toEqual({
      id: expect.any(Number),
      brandId: comfort.id,
      formatId: pants.id,
      sizeId: comfort.sizes.find((s: any) => s.formatId === pants.id && s.name === 's').id,
      size: 's',
      itemId: 'SMP-CP-S',
      itemName: { en: 'Lembut Comfort pants S sample', bm: 'Sampel Lembut Comfort pants S' },
      uom: 'pack',
      inventory: 500,
      redeemed: 0,
      remaining: 500,
      description: { en: expect.any(String), bm: expect.any(String) },
      itemImage: { en: expect.stringMatching(/^\/api\/files\/public\//), bm: expect.stringMatching(/^\/api\/files\/public\//) },
      active: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
    expect(data.find((s) => s.itemId === 'SMP-CT-NB')).toMatchObject({ formatId: tape.id, size: 'nb' })
    const image = await fetch(new URL(small.itemImage.en, server.api))
    expect(image.status).toBe(200)
  })
})

describe('adding a sample', () => {
  it('stores the sample and both images under names the server makes, and lists it by its size', async () => {
    const brand = await newBrand({ pants: ['m', 'nb'] })
    const res = await postForm(PATHS.add, { ...withImages(fields(brand.choice('pants', 'm'), { itemName: '  Night pants trial ', inventory: '30' })), file: png('../../evil.png') })
    expect(res.status).toBe(201)
    const sample = await json(res)
    expect(await lastAudit(server, 'sample', sample.id)).toMatchObject({ action: 'sample.add', before: null, after: { inventory: 30 } })
    expect(sample).toMatchObject({
      brandId: brand.id,
      formatId: brand.formatIds.get('pants'),
      sizeId: brand.sizeIds.get('pants/m'),
      size: 'm',
      itemName: { en: 'Night pants trial', bm: expect.stringMatching(/^Pek percubaan/) },
      description: { en: 'Three diapers to try.', bm: 'Tiga lampin untuk dicuba.' },
      uom: 'pack',
      inventory: 30,
      redeemed: 0,
      remaining: 30,
      active: true,
      createdAt: server.clock.now().toISOString(),
      updatedAt: server.clock.now().toISOString(),
    })
    expect(sample.itemImage.en).toMatch(/^\/api\/files\/public\/[0-9a-f]{32}\.png$/)
    expect(sample.itemImage.bm).toMatch(/^\/api\/files\/public\/[0-9a-f]{32}\.png$/)
    expect(sample.itemImage.bm).not.toBe(sample.itemImage.en)
    const image = await fetch(new URL(sample.itemImage.bm, server.api))
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer())).toEqual(solidPng(4, 3, [242, 165, 65]))

    // Listed by size: nb before m, whichever came first.
    const newborn = await addSample(brand.choice('pants', 'nb'), { inventory: '0' })
    expect(newborn).toMatchObject({ inventory: 0, remaining: 0 })
    const ours = (await listed()).data.filter((s) => s.brandId === brand.id)
    expect(ours.map((s) => s.id)).toEqual([newborn.id, sample.id])
    expect(ours[1]).toEqual(sample)
  })

  it('needs every field and both images', async () => {
    const brand = await newBrand({ tape: ['s'] })
    const values = fields(brand.choice('tape', 's'))
    const full = withImages(values)
    for (const missing of Object.keys(full)) {
      const { [missing]: _, ...rest } = full
      await expectError(await postForm(PATHS.add, rest), 422, 'itemFieldsRequired')
    }
    const blanks: FormFields[] = [
      { brand: '' },
      { format: ' ' },
      { size: '' },
      { size: 'abc' },
      { itemId: ' ' },
      { itemName: '   ' },
      { bmName: '' },
      { description: '' },
      { bmDescription: ' ' },
      { uom: '' },
      { inventory: '' },
      { file: new File([], 'empty.png') },
      { bmFile: new File([], 'empty.png') },
    ]
    for (const blank of blanks) await expectError(await postForm(PATHS.add, { ...full, ...blank }), 422, 'itemFieldsRequired')
    expect(await samplesWithCode(values.itemId)).toBe(0)
  })

  it('needs an inventory of at least 0, in whole numbers', async () => {
    const brand = await newBrand({ tape: ['s'] })
    for (const inventory of ['-1', '2.5', 'many', '1e3', '0x10', '99999999999']) {
      const values = fields(brand.choice('tape', 's'), { inventory })
      await expectError(await postForm(PATHS.add, withImages(values)), 422, 'sampleInventoryInvalid')
      expect(await samplesWithCode(values.itemId), inventory).toBe(0)
    }
    expect(await addSample(brand.choice('tape', 's'), { inventory: '0' })).toMatchObject({ inventory: 0 })
  })

  it('needs a size of the chosen brand in the chosen format', async () => {
    const brand = await newBrand({ pants: ['m'], tape: ['m'] })
    const other = await newBrand({ pants: ['m'] })
    const pantsM = brand.choice('pants', 'm')
    const choices: Choice[] = [
      { ...pantsM, format: brand.choice('tape', 'm').format },
      { ...pantsM, size: brand.choice('tape', 'm').size },
      { ...pantsM, brand: String(other.id) },
      { ...pantsM, size: other.choice('pants', 'm').size },
      { ...pantsM, size: '999999' },
      { ...pantsM, brand: '0' },
    ]
    for (const choice of choices) {
      const values = fields(choice)
      await expectError(await postForm(PATHS.add, withImages(values)), 422, 'sizeNotInBrand')
      expect(await samplesWithCode(values.itemId)).toBe(0)
    }
    await addSample(pantsM)
  })

  it('refuses a size that already has a sample, and stores nothing for it', async () => {
    const seeded = (await listed()).data.find((s) => s.itemId === 'SMP-CP-S')
    const values = fields({ brand: String(seeded.brandId), format: String(seeded.formatId), size: String(seeded.sizeId) })
    await expectError(await postForm(PATHS.add, withImages(values)), 409, 'sampleSizeTaken')
    expect(await samplesWithCode(values.itemId)).toBe(0)
    expect(await samplesOfSize(values.size)).toBe(1)
  })

  it('refuses fields it does not know, such as the redeemed count or the shown flag', async () => {
    const brand = await newBrand({ pants: ['l'] })
    for (const extra of [{ redeemed: '5' }, { active: '0' }, { sizeId: '1' }] as FormFields[]) {
      const values = fields(brand.choice('pants', 'l'))
      await expectError(await postForm(PATHS.add, { ...withImages(values), ...extra }), 400, 'unknownField')
      expect(await samplesWithCode(values.itemId)).toBe(0)
    }
  })

  it('refuses an image that is not PNG, JPEG or WebP by its content with 415, and one over 5 MB with 413', async () => {
    const brand = await newBrand({ pants: ['l', 'xl'] })
    const cases: [Record<string, File>, number, 'fileTypeNotAllowed' | 'fileTooLarge'][] = [
      [{ file: new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'art.png', { type: 'image/png' }) }, 415, 'fileTypeNotAllowed'],
      [{ bmFile: fileOf([...Buffer.from('%PDF-1.7')], 64) }, 415, 'fileTypeNotAllowed'],
      [{ bmFile: fileOf([...Buffer.from('GIF89a')], 64) }, 415, 'fileTypeNotAllowed'],
      [{ file: fileOf(PNG_SIGNATURE, 5 * 1024 * 1024 + 1) }, 413, 'fileTooLarge'],
      [{ bmFile: fileOf(PNG_SIGNATURE, 5 * 1024 * 1024 + 1) }, 413, 'fileTooLarge'],
    ]
    for (const [files, status, code] of cases) {
      const values = fields(brand.choice('pants', 'l'))
      await expectError(await postForm(PATHS.add, { ...withImages(values), ...files }), status, code)
      expect(await samplesWithCode(values.itemId)).toBe(0)
    }
    const big = await postForm(PATHS.add, { ...fields(brand.choice('pants', 'xl')), file: fileOf(PNG_SIGNATURE, 5 * 1024 * 1024), bmFile: fileOf(PNG_SIGNATURE, 5 * 1024 * 1024) })
    expect(big.status).toBe(201)
  })
})

describe('editing a sample', () => {
  it('saves every field, moves it to a free size of another format and keeps the images when none are sent', async () => {
    const brand = await newBrand({ pants: ['m'], tape: ['nb'] })
    const sample = await addSample(brand.choice('pants', 'm'))
    server.clock.advance(60_000)
    const res = await postForm(PATHS.edit, {
      ...editFields(sample, { itemId: 'SMP-NEW', itemName: 'Renamed', bmName: 'Nama baharu', description: 'New words', bmDescription: 'Kata baharu', uom: 'box', inventory: '75' }),
      ...brand.choice('tape', 'nb'),
    })
    expect(res.status).toBe(200)
    expect(await lastAudit(server, 'sample', sample.id)).toMatchObject({ action: 'sample.edit', before: { itemId: sample.itemId }, after: { itemId: 'SMP-NEW' } })
    expect(await json(res)).toEqual({
      ...sample,
      formatId: brand.formatIds.get('tape'),
      sizeId: brand.sizeIds.get('tape/nb'),
      size: 'nb',
      itemId: 'SMP-NEW',
      itemName: { en: 'Renamed', bm: 'Nama baharu' },
      description: { en: 'New words', bm: 'Kata baharu' },
      uom: 'box',
      inventory: 75,
      remaining: 75,
      updatedAt: server.clock.now().toISOString(),
    })
    // Its old size is free again.
    await addSample(brand.choice('pants', 'm'))
  })

  it('keeps its own size, and refuses the size of another sample or one outside the brand and format', async () => {
    const brand = await newBrand({ pants: ['s', 'm'] })
    const small = await addSample(brand.choice('pants', 's'))
    const medium = await addSample(brand.choice('pants', 'm'))
    expect((await postForm(PATHS.edit, editFields(small, { inventory: '41' }))).status).toBe(200)
    await expectError(await postForm(PATHS.edit, editFields(small, { size: String(medium.sizeId), itemName: 'Moved' })), 409, 'sampleSizeTaken')
    await expectError(await postForm(PATHS.edit, editFields(small, { brand: String((await newBrand({ pants: ['s'] })).id) })), 422, 'sizeNotInBrand')
    expect(await sampleById(small.id)).toMatchObject({ sizeId: small.sizeId, itemName: small.itemName, inventory: 41 })
  })

  it('replaces both images together, and refuses one alone', async () => {
    const brand = await newBrand({ pants: ['m'] })
    const sample = await addSample(brand.choice('pants', 'm'))
    await expectError(await postForm(PATHS.edit, { ...editFields(sample, { inventory: '1' }), file: png() }), 422, 'bothImagesRequired')
    await expectError(await postForm(PATHS.edit, { ...editFields(sample), bmFile: png() }), 422, 'bothImagesRequired')
    expect((await sampleById(sample.id)).inventory).toBe(sample.inventory)

    const both = await postForm(PATHS.edit, { ...editFields(sample), file: png('new-en.png', [1, 2, 3]), bmFile: png('new-bm.png', [4, 5, 6]) })
    expect(both.status).toBe(200)
    const saved = await json(both)
    expect(saved.itemImage.en).not.toBe(sample.itemImage.en)
    expect(saved.itemImage.bm).not.toBe(sample.itemImage.bm)
    expect(Buffer.from(await (await fetch(new URL(saved.itemImage.en, server.api))).arrayBuffer())).toEqual(solidPng(4, 3, [1, 2, 3]))

    await expectError(await postForm(PATHS.edit, { ...editFields(sample), file: png(), bmFile: fileOf([...Buffer.from('GIF89a')], 64) }), 415, 'fileTypeNotAllowed')
    await expectError(await postForm(PATHS.edit, { ...editFields(sample), file: fileOf(PNG_SIGNATURE, 5 * 1024 * 1024 + 1), bmFile: png() }), 413, 'fileTooLarge')
    expect((await sampleById(sample.id)).itemImage).toEqual(saved.itemImage)
  })

  it('keeps the inventory at or above what was redeemed', async () => {
    const brand = await newBrand({ pants: ['m'] })
    const sample = await addSample(brand.choice('pants', 'm'), { inventory: '20' })
    await setRedeemed(sample.id, 7)
    await expectError(await postForm(PATHS.edit, editFields(sample, { inventory: '6', itemName: 'Lowered' })), 422, 'inventoryBelowRedeemed')
    expect(await sampleById(sample.id)).toMatchObject({ inventory: 20, redeemed: 7, remaining: 13, itemName: sample.itemName })
    expect(await json(await postForm(PATHS.edit, editFields(sample, { inventory: '7' })))).toMatchObject({ inventory: 7, redeemed: 7, remaining: 0 })
  })

  it('checks the fields as an add does, and refuses an unknown id', async () => {
    const brand = await newBrand({ pants: ['m'] })
    const sample = await addSample(brand.choice('pants', 'm'))
    await expectError(await postForm(PATHS.edit, editFields(sample, { itemName: ' ' })), 422, 'itemFieldsRequired')
    await expectError(await postForm(PATHS.edit, editFields(sample, { inventory: '-1' })), 422, 'sampleInventoryInvalid')
    await expectError(await postForm(PATHS.edit, { ...editFields(sample), redeemed: '0' }), 400, 'unknownField')
    await expectError(await postForm(PATHS.edit, editFields(sample, { id: '999999' })), 404, 'sampleNotFound')
    expect((await postForm(PATHS.edit, editFields(sample, { id: 'abc' }))).status).toBe(422)
    expect(await sampleById(sample.id)).toEqual(sample)
  })
})

describe('showing and hiding a sample', () => {
  it('flips it on the server and answers the new state; a hidden sample leaves the member’s catalogue', async () => {
    const brand = await newBrand({ pants: ['m'] })
    const sample = await addSample(brand.choice('pants', 'm'))
    const shopper = await insertShopper(server)
    const catalogue = async () => (await json(await get(PATHS.catalog, bearer(shopper.token)))).data.map((s: any) => s.id)
    expect(await catalogue()).toContain(sample.id)

    const hidden = await postJson(server, PATHS.hide, { id: sample.id }, admin)
    expect(hidden.status).toBe(200)
    expect(await json(hidden)).toEqual({ id: sample.id, active: false })
    expect(await lastAudit(server, 'sample', sample.id)).toMatchObject({ action: 'sample.hide', before: { active: true }, after: { active: false } })
    expect((await sampleById(sample.id)).active).toBe(false)
    expect(await catalogue()).not.toContain(sample.id)

    expect(await json(await postJson(server, PATHS.hide, { id: sample.id }, admin))).toEqual({ id: sample.id, active: true })
    expect(await catalogue()).toContain(sample.id)
  })

  it('refuses an unknown id and fields it does not know', async () => {
    const brand = await newBrand({ pants: ['m'] })
    const sample = await addSample(brand.choice('pants', 'm'))
    await expectError(await postJson(server, PATHS.hide, { id: 999_999 }, admin), 404, 'sampleNotFound')
    await expectError(await postJson(server, PATHS.hide, { id: sample.id, active: false }, admin), 400, 'unknownField')
    expect((await sampleById(sample.id)).active).toBe(true)
  })
})

describe('the member’s sample catalogue', () => {
  it('has shown samples with stock left, in size order whatever the case, and only the brands, formats and sizes that have one', async () => {
    // Named to come first among the brands, whose order is by name.
    const brand = await newBrand({ pants: ['XL', 'jumbo', 'nb', 'm', 'S'], tape: ['l'] }, 'Aaa Catalogue brand')
    const added: Record<string, any> = {}
    for (const size of ['XL', 'jumbo', 'nb', 'm', 'S']) added[size] = await addSample(brand.choice('pants', size), { inventory: '10' })
    added.tape = await addSample(brand.choice('tape', 'l'), { inventory: '5' })
    await postJson(server, PATHS.hide, { id: added.m.id }, admin)
    await setRedeemed(added.tape.id, 5)
    await setRedeemed(added.XL.id, 4)
    const hiddenOnly = await newBrand({ pants: ['m'] })
    await postJson(server, PATHS.hide, { id: (await addSample(hiddenOnly.choice('pants', 'm'))).id }, admin)
    const emptyOnly = await newBrand({ pants: ['m'] })
    await addSample(emptyOnly.choice('pants', 'm'), { inventory: '0' })

    const shopper = await insertShopper(server)
    const res = await get(PATHS.catalog, bearer(shopper.token))
    expect(res.status).toBe(200)
    const { brands, data } = await json(res)
    const pantsId = brand.formatIds.get('pants')
    expect(brands[0]).toEqual({
      id: brand.id,
      name: brand.name,
      brandImage: expect.stringMatching(/^\/api\/files\/public\//),
      formats: [{ id: pantsId, name: 'pants' }],
      sizes: ['nb', 'S', 'XL', 'jumbo'].map((name) => ({ id: brand.sizeIds.get(`pants/${name}`), name, formatId: pantsId })),
    })
    const ours = data.filter((s: any) => s.brandId === brand.id)
    expect(ours.map((s: any) => s.size)).toEqual(['nb', 'S', 'XL', 'jumbo'])
    expect(ours[2]).toEqual({
      id: added.XL.id,
      brandId: brand.id,
      formatId: pantsId,
      sizeId: brand.sizeIds.get('pants/XL'),
      size: 'XL',
      itemName: added.XL.itemName,
      itemImage: added.XL.itemImage,
      description: added.XL.description,
      remaining: 6,
    })
    const names = brands.map((b: any) => b.name)
    expect(names).not.toContain(hiddenOnly.name)
    expect(names).not.toContain(emptyOnly.name)
    // The seeded brands with samples are there, with only the formats and sizes that have one; Basics has none.
    expect(names).toEqual(expect.arrayContaining(['Lembut Comfort', 'Lembut Premium']))
    expect(names).not.toContain('Lembut Basics')
    const premium = brands.find((b: any) => b.name === 'Lembut Premium')
    expect(premium.formats.map((f: any) => f.name)).toEqual(['tape'])
    expect(premium.sizes.map((s: any) => s.name)).toEqual(['nb'])
    // Every sample listed belongs to a brand, format and size listed.
    for (const s of data) {
      const owner = brands.find((b: any) => b.id === s.brandId)
      expect(owner.formats.some((f: any) => f.id === s.formatId)).toBe(true)
      expect(owner.sizes.some((z: any) => z.id === s.sizeId && z.formatId === s.formatId)).toBe(true)
    }
  })

  it('is for signed-in members', async () => {
    expect((await get(PATHS.catalog, {})).status).toBe(401)
  })
})

describe('who may manage samples', () => {
  it('refuses no token with 401, and a member or a superadmin with 403, writing nothing', async () => {
    const brand = await newBrand({ pants: ['m'] })
    const member = bearer((await createMember(server)).token)
    const superadmin = bearer(await adminToken(server, 'superadmin'))
    for (const who of [member, superadmin]) {
      expect((await get(PATHS.list, who)).status).toBe(403)
      const values = fields(brand.choice('pants', 'm'))
      await expectError(await postForm(PATHS.add, withImages(values), who), 403, 'forbidden')
      await expectError(await postForm(PATHS.edit, { ...withImages(values), id: '1' }, who), 403, 'forbidden')
      await expectError(await postJson(server, PATHS.hide, { id: 1 }, who), 403, 'forbidden')
    }
    expect((await get(PATHS.list, {})).status).toBe(401)
    expect((await postForm(PATHS.add, withImages(fields(brand.choice('pants', 'm'))), {})).status).toBe(401)
    expect(await samplesOfSize(brand.choice('pants', 'm').size)).toBe(0)
  })
})

describe('admins racing for one size', () => {
  it('adds one sample when two adds for the same size come at once: one 201, one 409', async () => {
    const sizes = ['nb', 's', 'm', 'l', 'xl', 'xxl']
    const brand = await newBrand({ pants: sizes })
    for (const size of sizes) {
      const where = brand.choice('pants', size)
      const answers = await Promise.all([postFormInProcess(PATHS.add, withImages(fields(where))), postFormInProcess(PATHS.add, withImages(fields(where)))])
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409])
      await expectError(answers.find((r) => r.status === 409)!, 409, 'sampleSizeTaken')
      expect(await samplesOfSize(where.size)).toBe(1)
    }
  })

  it('moves one sample when two edits move two samples to the same free size at once', async () => {
    const brand = await newBrand({ tape: ['s', 'm', 'l'] })
    const [small, medium] = [await addSample(brand.choice('tape', 's')), await addSample(brand.choice('tape', 'm'))]
    const large = brand.choice('tape', 'l')
    const answers = await Promise.all([postFormInProcess(PATHS.edit, editFields(small, large)), postFormInProcess(PATHS.edit, editFields(medium, large))])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    await expectError(answers.find((r) => r.status === 409)!, 409, 'sampleSizeTaken')
    expect(await samplesOfSize(large.size)).toBe(1)
  })
})
