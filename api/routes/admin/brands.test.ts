import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lastAudit } from '../../test-support/audit.ts'
import { adminToken } from '../../test-support/admins.ts'
import { json } from '../../test-support/json.ts'
import { bearer, createMember, postJson } from '../../test-support/members.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
let admin: Record<string, string>
beforeAll(async () => {
  server = await startTestServer()
  admin = bearer(await adminToken(server))
})
afterAll(() => server.close())

/** Only the first bytes decide what a file is, so a signature and some filler make an image. */
const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  webp: [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')],
  gif: [...Buffer.from('GIF89a')],
  pdf: [...Buffer.from('%PDF-1.7')],
  text: [...Buffer.from('hello, world')],
}
const fileOf = (kind: keyof typeof SIGNATURES, size = 64, name = 'brand.png', type = 'image/png') => {
  const bytes = new Uint8Array(size)
  bytes.set(SIGNATURES[kind])
  return new File([bytes], name, { type })
}

const form = (fields: Record<string, string | File>) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  return body
}
const postForm = (path: string, body: FormData, headers = admin) => fetch(`${server.api}${path}`, { method: 'POST', headers, body })
const get = (path: string, headers = admin) => fetch(`${server.api}${path}`, { headers })
const brands = async () => (await json(await get('/admin/fetch/dashboard/brand'))).data as any[]

let counter = 0
/** A brand no other test uses, with an image. */
async function addBrand(fields: Record<string, string | File> = {}) {
  const res = await postForm('/admin/setting/brand/add', form({ name: `Brand ${++counter}`, description: 'Soft and dry', file: fileOf('png'), ...fields }))
  expect(res.status).toBe(201)
  return json(res)
}

describe('the brand dashboard', () => {
  it('lists brands with their formats and sizes in the order nb, s, m, l, xl, xxl', async () => {
    const comfort = (await brands()).find((b) => b.name === 'Lembut Comfort')
    expect(comfort).toMatchObject({ milestoneCampaign: true, description: expect.any(String), imageUrl: expect.stringMatching(/^\/api\/files\/public\//) })
    expect(comfort.format.map((f: any) => [f.name, f.size.map((s: any) => s.name)])).toEqual([
      ['pants', ['s', 'm', 'l', 'xl', 'xxl']],
      ['tape', ['nb', 's', 'm', 'l']],
    ])
    expect(comfort.sizes[0]).toEqual({ id: expect.any(Number), name: 's', description: expect.any(String), brandId: comfort.id, formatId: comfort.format[0].id })
    expect((await brands()).find((b) => b.name === 'Lembut Basics').milestoneCampaign).toBe(false)
  })
})

describe('adding a brand', () => {
  it('stores the brand and its image under a name the server makes', async () => {
    const brand = await addBrand({ name: '  Lembut Night ', file: fileOf('png', 64, '../../evil.png') })
    expect(brand).toMatchObject({ name: 'Lembut Night', description: 'Soft and dry', milestoneCampaign: false, format: [], sizes: [] })
    expect(brand.createdAt).toBe(server.clock.now().toISOString())
    expect(brand.imageUrl).toMatch(/^\/api\/files\/public\/[0-9a-f]{32}\.png$/)
    const image = await fetch(new URL(brand.imageUrl, server.api))
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await image.arrayBuffer()).slice(0, 8)).toEqual(Uint8Array.from(SIGNATURES.png))
    expect((await brands()).map((b) => b.id)).toContain(brand.id)
    expect(await lastAudit(server, 'brand', brand.id)).toMatchObject({ action: 'brand.add', before: null, after: { name: 'Lembut Night' } })
  })

  it('takes JPEG and WebP images, whatever the file is called', async () => {
    expect((await addBrand({ file: fileOf('jpeg', 64, 'photo.png') })).imageUrl).toMatch(/\.jpg$/)
    expect((await addBrand({ file: fileOf('webp', 64, 'photo', 'application/octet-stream') })).imageUrl).toMatch(/\.webp$/)
  })

  it('needs a name, a description and an image', async () => {
    const full = { name: 'Complete', description: 'All there', file: fileOf('png') }
    for (const missing of ['name', 'description', 'file'] as const) {
      const { [missing]: _, ...rest } = full
      const res = await postForm('/admin/setting/brand/add', form(rest))
      expect(res.status, missing).toBe(422)
      expect(await json(res)).toMatchObject({ code: 'fillAllInputFields', error: 'Please fill in all the input fields' })
    }
    for (const blank of [{ name: '   ' }, { description: '' }, { file: new File([], 'empty.png') }]) {
      expect(await json(await postForm('/admin/setting/brand/add', form({ ...full, ...blank })))).toMatchObject({ code: 'fillAllInputFields' })
    }
    expect((await brands()).some((b) => b.name === 'Complete')).toBe(false)
  })

  it('refuses unknown fields, such as the milestone flag, and JSON', async () => {
    const res = await postForm('/admin/setting/brand/add', form({ name: 'Sneaky', description: 'x', file: fileOf('png'), milestoneCampaign: 'true' }))
    expect(res.status).toBe(400)
    expect(await json(res)).toMatchObject({ code: 'unknownField' })
    const asJson = await postJson(server, '/admin/setting/brand/add', { name: 'Sneaky', description: 'x' }, admin)
    expect(asJson.status).toBe(415)
  })

  it('refuses a second brand of the same name, whatever its case', async () => {
    const res = await postForm('/admin/setting/brand/add', form({ name: 'LEMBUT COMFORT', description: 'Again', file: fileOf('png') }))
    expect(res.status).toBe(409)
    expect(await json(res)).toMatchObject({ code: 'brandExists' })
  })
})

describe('brand images', () => {
  it('refuses an image over 5 MB with 413 and a body over the upload limit too', async () => {
    const big = await postForm('/admin/setting/brand/add', form({ name: 'Big', description: 'x', file: fileOf('png', 5 * 1024 * 1024 + 1) }))
    expect(big.status).toBe(413)
    expect(await json(big)).toMatchObject({ code: 'fileTooLarge' })
    const huge = await postForm('/admin/setting/brand/add', form({ name: 'Huge', description: 'x', file: fileOf('png', 12 * 1024 * 1024) }))
    expect(huge.status).toBe(413)
    expect(await addBrand({ file: fileOf('png', 5 * 1024 * 1024) })).toMatchObject({ imageUrl: expect.stringMatching(/\.png$/) })
  })

  it('refuses files that are not PNG, JPEG or WebP by their content with 415', async () => {
    for (const kind of ['gif', 'pdf', 'text'] as const) {
      const res = await postForm('/admin/setting/brand/add', form({ name: `Not ${kind}`, description: 'x', file: fileOf(kind, 64, 'image.png', 'image/png') }))
      expect(res.status, kind).toBe(415)
      expect(await json(res)).toMatchObject({ code: 'fileTypeNotAllowed' })
    }
    expect((await brands()).some((b) => b.name.startsWith('Not '))).toBe(false)
  })
})

describe('editing a brand', () => {
  it('saves texts and the milestone flag as JSON, keeping the image', async () => {
    const brand = await addBrand()
    server.clock.advance(60_000)
    const res = await postJson(server, '/admin/setting/brand/edit', { id: brand.id, name: 'Renamed', description: 'New words', milestoneCampaign: true }, admin)
    expect(res.status).toBe(200)
    const saved = await json(res)
    expect(saved).toMatchObject({ id: brand.id, name: 'Renamed', description: 'New words', milestoneCampaign: true, imageUrl: brand.imageUrl, createdAt: brand.createdAt })
    expect(saved.updatedAt).toBe(server.clock.now().toISOString())
    expect(saved.updatedAt).not.toBe(brand.updatedAt)
    expect(await lastAudit(server, 'brand', brand.id)).toMatchObject({ action: 'brand.edit', before: { name: brand.name }, after: { name: 'Renamed' } })
  })

  it('replaces the image when a new one comes as multipart, and leaves the flag alone without one', async () => {
    const brand = await addBrand()
    await postJson(server, '/admin/setting/brand/edit', { id: brand.id, name: brand.name, description: 'x', milestoneCampaign: true }, admin)
    const res = await postForm('/admin/setting/brand/edit', form({ id: String(brand.id), name: brand.name, description: 'With a photo', file: fileOf('jpeg') }))
    expect(res.status).toBe(200)
    const saved = await json(res)
    expect(saved).toMatchObject({ description: 'With a photo', milestoneCampaign: true })
    expect(saved.imageUrl).toMatch(/\.jpg$/)
    const off = await postForm('/admin/setting/brand/edit', form({ id: String(brand.id), name: brand.name, description: 'Text only', milestoneCampaign: 'false' }))
    expect(await json(off)).toMatchObject({ description: 'Text only', milestoneCampaign: false, imageUrl: saved.imageUrl })
  })

  it('needs a name and a description, and checks a new image', async () => {
    const brand = await addBrand()
    const blank = await postJson(server, '/admin/setting/brand/edit', { id: brand.id, name: '', description: 'x' }, admin)
    expect(blank.status).toBe(422)
    expect(await json(blank)).toMatchObject({ code: 'fillAllInputFields' })
    const noDescription = await postForm('/admin/setting/brand/edit', form({ id: String(brand.id), name: 'x' }))
    expect(await json(noDescription)).toMatchObject({ code: 'fillAllInputFields' })
    const gif = await postForm('/admin/setting/brand/edit', form({ id: String(brand.id), name: 'x', description: 'x', file: fileOf('gif') }))
    expect(gif.status).toBe(415)
    const flag = await postForm('/admin/setting/brand/edit', form({ id: String(brand.id), name: 'x', description: 'x', milestoneCampaign: 'yes' }))
    expect(flag.status).toBe(422)
    expect((await brands()).find((b) => b.id === brand.id).name).toBe(brand.name)
  })

  it('refuses an unknown brand, a taken name, unknown fields and an empty request', async () => {
    const brand = await addBrand()
    const unknown = await postJson(server, '/admin/setting/brand/edit', { id: 99_999, name: 'x', description: 'x' }, admin)
    expect(unknown.status).toBe(404)
    expect(await json(unknown)).toMatchObject({ code: 'brandNotFound' })
    const taken = await postJson(server, '/admin/setting/brand/edit', { id: brand.id, name: 'lembut premium', description: 'x' }, admin)
    expect(taken.status).toBe(409)
    expect(await json(taken)).toMatchObject({ code: 'brandExists' })
    const same = await postJson(server, '/admin/setting/brand/edit', { id: brand.id, name: brand.name.toUpperCase(), description: 'x' }, admin)
    expect(same.status).toBe(200)
    const extra = await postJson(server, '/admin/setting/brand/edit', { id: brand.id, name: 'x', description: 'x', imageUrl: 'https://evil.example/x.png' }, admin)
    expect(extra.status).toBe(400)
    expect(await json(extra)).toMatchObject({ code: 'unknownField' })
    const extraForm = await postForm('/admin/setting/brand/edit', form({ id: String(brand.id), name: 'x', description: 'x', createdAt: '2000-01-01' }))
    expect(extraForm.status).toBe(400)
    const empty = await fetch(`${server.api}/admin/setting/brand/edit`, { method: 'POST', headers: admin })
    expect(empty.status).toBe(415)
  })
})

describe('formats', () => {
  it('lists format names and adds new ones in lower case, once', async () => {
    expect((await json(await get('/admin/fetch/dashboard/format'))).data).toEqual(['pants', 'tape'])
    const added = await postJson(server, '/admin/setting/format/add', { name: '  Open ' }, admin)
    expect(added.status).toBe(201)
    expect(await json(added)).toEqual({ name: 'open' })
    expect(await lastAudit(server, 'format', 'open')).toMatchObject({ action: 'format.add', after: { name: 'open' } })
    const again = await postJson(server, '/admin/setting/format/add', { name: 'OPEN' }, admin)
    expect(again.status).toBe(409)
    expect(await json(again)).toMatchObject({ code: 'formatExists' })
    expect((await json(await get('/admin/fetch/dashboard/format'))).data).toEqual(['open', 'pants', 'tape'])
  })

  it('needs a name and nothing else', async () => {
    for (const body of [{ name: '' }, { name: '   ' }, {}]) {
      const res = await postJson(server, '/admin/setting/format/add', body, admin)
      expect(res.status).toBe(422)
      expect(await json(res)).toMatchObject({ code: 'formatRequired' })
    }
    expect((await postJson(server, '/admin/setting/format/add', { name: 'a'.repeat(41) }, admin)).status).toBe(422)
    const extra = await postJson(server, '/admin/setting/format/add', { name: 'wrap', id: 1 }, admin)
    expect(extra.status).toBe(400)
    expect(await json(extra)).toMatchObject({ code: 'unknownField' })
  })
})

describe('assigning a format and sizes to a brand', () => {
  const assign = (body: unknown) => postJson(server, '/admin/setting/brand/assign', body, admin)

  it('adds the sizes once each, in size order, and refuses the same format twice', async () => {
    const brand = await addBrand()
    server.clock.advance(60_000)
    const res = await assign({ id: brand.id, format: 'Pants', size: ['xxl', 'nb', 'm', 'm'] })
    expect(res.status).toBe(200)
    const saved = await json(res)
    expect(saved.format).toEqual([{ id: expect.any(Number), name: 'pants', size: [expect.objectContaining({ name: 'nb' }), expect.objectContaining({ name: 'm' }), expect.objectContaining({ name: 'xxl' })] }])
    expect(saved.sizes.map((s: any) => s.name)).toEqual(['nb', 'm', 'xxl'])
    expect(saved.updatedAt).toBe(server.clock.now().toISOString())
    expect(await lastAudit(server, 'brand', brand.id)).toMatchObject({ action: 'brand.assignFormat', before: { sizes: [] }, after: { id: brand.id } })

    await assign({ id: brand.id, format: 'tape', size: ['s'] })
    expect((await brands()).find((b) => b.id === brand.id).format.map((f: any) => f.name)).toEqual(['pants', 'tape'])

    const twice = await assign({ id: brand.id, format: 'pants', size: ['l'] })
    expect(twice.status).toBe(409)
    expect(await json(twice)).toMatchObject({ code: 'formatAlreadyAssigned' })
    expect((await brands()).find((b) => b.id === brand.id).sizes.map((s: any) => s.name)).toEqual(['nb', 'm', 'xxl', 's'])
  })

  it('needs a format and at least one size from nb, s, m, l, xl, xxl', async () => {
    const brand = await addBrand()
    const cases: [unknown, string][] = [
      [{ id: brand.id, size: ['m'] }, 'formatRequired'],
      [{ id: brand.id, format: ' ', size: ['m'] }, 'formatRequired'],
      [{ id: brand.id, format: 'pants' }, 'sizeRequired'],
      [{ id: brand.id, format: 'pants', size: [] }, 'sizeRequired'],
      [{ id: brand.id, format: 'pants', size: ['m', 'xs'] }, 'invalidSize'],
      [{ id: brand.id, format: 'wrap', size: ['m'] }, 'formatNotFound'],
    ]
    for (const [body, code] of cases) {
      const res = await assign(body)
      expect(res.status, code).toBe(422)
      expect(await json(res)).toMatchObject({ code })
    }
    expect((await brands()).find((b) => b.id === brand.id).format).toEqual([])
  })

  it('refuses an unknown brand and unknown fields', async () => {
    const unknown = await assign({ id: 99_999, format: 'pants', size: ['m'] })
    expect(unknown.status).toBe(404)
    expect(await json(unknown)).toMatchObject({ code: 'brandNotFound' })
    const brand = await addBrand()
    const extra = await assign({ id: brand.id, format: 'pants', size: ['m'], description: '4-8 kg' })
    expect(extra.status).toBe(400)
    expect(await json(extra)).toMatchObject({ code: 'unknownField' })
  })
})

describe('who may use the brand back office', () => {
  it('refuses no token with 401, and a member or superadmin token with 403', async () => {
    const member = bearer((await createMember(server)).token)
    const list = await get('/admin/fetch/dashboard/brand', member)
    expect(list.status).toBe(403)
    expect(await json(list)).toMatchObject({ code: 'forbidden' })
    expect((await postForm('/admin/setting/brand/add', form({ name: 'Member brand', description: 'x', file: fileOf('png') }), member)).status).toBe(403)
    expect((await postJson(server, '/admin/setting/brand/assign', { id: 1, format: 'pants', size: ['m'] }, member)).status).toBe(403)
    expect((await get('/admin/fetch/dashboard/format', {})).status).toBe(401)
    expect((await get('/admin/fetch/dashboard/brand', bearer(await adminToken(server, 'superadmin')))).status).toBe(403)
    expect((await brands()).some((b) => b.name === 'Member brand')).toBe(false)
  })
})
