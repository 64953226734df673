import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WISHER_GOAL_DEFAULT } from '../../../domain/charity-content.ts'
import { adminToken } from '../../test-support/admins.ts'
import { expectError } from '../../test-support/expect-error.ts'
import { json } from '../../test-support/json.ts'
import { bearer, postJson } from '../../test-support/members.ts'
import { solidPng } from '../../test-support/png.ts'
import { insertShopper } from '../../test-support/shop.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
let admin: Record<string, string>
let member: Record<string, string>
beforeAll(async () => {
  server = await startTestServer()
  admin = bearer(await adminToken(server))
  member = bearer((await insertShopper(server)).token)
})
afterAll(() => server.close())

const png = (name: string, colour: [number, number, number] = [11, 110, 121]) => new File([solidPng(4, 3, colour)], name, { type: 'image/png' })
const notAnImage = () => new File(['not an image at all'], 'x.png', { type: 'image/png' })
const postForm = (path: string, fields: Record<string, string | File | File[]>, headers: Record<string, string> = admin) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) body.append(key, one)
  return fetch(`${server.api}${path}`, { method: 'POST', headers, body })
}
const get = (path: string, headers: Record<string, string> = admin) => fetch(`${server.api}${path}`, { headers })
const auditOf = async (entity: string, id: number) =>
  (await json(await get(`/admin/fetch/audit?entity=${entity}&entityId=${id}`))).data as { action: string; before: any; after: any }[]

/** Every write is for admins: a member's token is refused (403), no token too (401). */
async function expectAdminsOnly(send: (headers: Record<string, string>) => Promise<Response>) {
  expect((await send(member)).status).toBe(403)
  expect((await send({})).status).toBe(401)
}

describe('the demo club', () => {
  it('comes with wishers at different stages, the journey, blogs with several images and two donation items', async () => {
    const wishers = (await json(await get('/admin/fetch/dashboard/wishingtree'))).data as { points: number; goalPoints: number }[]
    expect(wishers.length).toBeGreaterThanOrEqual(4)
    expect(wishers.some((w) => w.points === 0)).toBe(true)
    expect(wishers.some((w) => w.points === w.goalPoints)).toBe(true)
    expect(wishers.some((w) => w.points > 0 && w.points < w.goalPoints)).toBe(true)
    expect(await json(await get('/admin/fetch/journey'))).toMatchObject({ home: expect.any(Number), description: { en: expect.stringMatching(/\S/), bm: expect.stringMatching(/\S/) } })
    const blogs = (await json(await get('/admin/fetch/dashboard/blog'))).data as { images: { url: string }[] }[]
    expect(blogs.length).toBeGreaterThanOrEqual(2)
    expect(blogs.every((b) => b.images.length >= 2)).toBe(true)
    expect((await fetch(`${server.api.replace(/\/api$/, '')}${blogs[0]!.images[0]!.url}`)).headers.get('content-type')).toMatch(/^image\/svg/)
    expect((await json(await get('/admin/fetch/dashboard/donate'))).data).toHaveLength(2)
  })
})

describe('the wishing tree in the back office', () => {
  const wisher = (overrides: Record<string, unknown> = {}) => ({ name: 'Aisyah', age: 7, wishes: 'A bicycle\nand a helmet', bmWishes: 'Sebuah basikal', selectedAvatar: 3, ...overrides })
  const add = async (overrides: Record<string, unknown> = {}) => {
    const res = await postJson(server, '/admin/setting/wishingtree/add', wisher(overrides), admin)
    expect(res.status).toBe(201)
    return json(res)
  }

  it('adds a wisher with its avatar, a default goal, lists it first, and audits the add', async () => {
    const added = await add({ name: '  Aisyah  ' })
    expect(added).toMatchObject({
      name: 'Aisyah',
      age: 7,
      avatar: 3,
      image: '/wishers/avatar-3.svg',
      wishes: { en: 'A bicycle\nand a helmet', bm: 'Sebuah basikal' },
      points: 0,
      goalPoints: WISHER_GOAL_DEFAULT,
      active: true,
    })
    expect((await json(await get('/admin/fetch/dashboard/wishingtree'))).data[0].id).toBe(added.id)
    expect(await auditOf('wisher', added.id)).toMatchObject([{ action: 'wisher.add', before: null, after: { id: added.id, name: 'Aisyah' } }])
    expect(await add({ goalPoints: 2500 })).toMatchObject({ goalPoints: 2500 })
  })

  it('refuses a wisher without a name, a wish in either language, an age or an avatar, writing nothing', async () => {
    const before = (await json(await get('/admin/fetch/dashboard/wishingtree'))).data.length
    const refused = (body: unknown) => postJson(server, '/admin/setting/wishingtree/add', body, admin)
    await expectError(await refused(wisher({ name: '  ' })), 422, 'contentFieldsRequired')
    await expectError(await refused(wisher({ bmWishes: '' })), 422, 'contentFieldsRequired')
    await expectError(await refused({ ...wisher(), wishes: undefined }), 422, 'contentFieldsRequired')
    await expectError(await refused({ ...wisher(), age: undefined }), 422, 'wisherAgeInvalid')
    await expectError(await refused(wisher({ age: -1 })), 422, 'wisherAgeInvalid')
    await expectError(await refused(wisher({ age: 2.5 })), 422, 'wisherAgeInvalid')
    await expectError(await refused({ ...wisher(), selectedAvatar: undefined }), 422, 'wisherAvatarInvalid')
    await expectError(await refused(wisher({ selectedAvatar: 7 })), 422, 'wisherAvatarInvalid')
    await expectError(await refused(wisher({ goalPoints: 0 })), 422, 'wisherGoalInvalid')
    await expectError(await refused(wisher({ goalPoints: 200_001 })), 422, 'wisherGoalInvalid')
    await expectError(await refused(wisher({ points: 500 })), 400, 'unknownField')
    expect((await json(await get('/admin/fetch/dashboard/wishingtree'))).data.length).toBe(before)
  })

  it('edits name and wishes (Empty field detected when blank), age, avatar and goal, never a goal below what it received, auditing before and after', async () => {
    const added = await add()
    const edit = { id: added.id, name: 'Aisyah binti Ali', wishes: 'Books', bmWishes: 'Buku' }
    const edited = await json(await postJson(server, '/admin/setting/wishingtree/edit', edit, admin))
    expect(edited).toMatchObject({ name: 'Aisyah binti Ali', wishes: { en: 'Books', bm: 'Buku' }, age: 7, avatar: 3, goalPoints: WISHER_GOAL_DEFAULT })
    const more = await json(await postJson(server, '/admin/setting/wishingtree/edit', { ...edit, age: 8, selectedAvatar: 6, goalPoints: 4000 }, admin))
    expect(more).toMatchObject({ age: 8, avatar: 6, image: '/wishers/avatar-6.svg', goalPoints: 4000 })

    await expectError(await postJson(server, '/admin/setting/wishingtree/edit', { ...edit, bmWishes: ' ' }, admin), 422, 'charityEmptyField')
    await expectError(await postJson(server, '/admin/setting/wishingtree/edit', { ...edit, name: '' }, admin), 422, 'charityEmptyField')
    await expectError(await postJson(server, '/admin/setting/wishingtree/edit', { ...edit, id: 999999 }, admin), 404, 'wisherNotFound')

    // Donations received (the member side's counter): the goal may come down to them, not below.
    await server.deps.db.updateTable('wishers').set({ points: 3000 }).where('id', '=', added.id).execute()
    await expectError(await postJson(server, '/admin/setting/wishingtree/edit', { ...edit, goalPoints: 2999 }, admin), 422, 'wisherGoalBelowReceived')
    expect(await json(await postJson(server, '/admin/setting/wishingtree/edit', { ...edit, goalPoints: 3000 }, admin))).toMatchObject({ points: 3000, goalPoints: 3000 })

    const log = await auditOf('wisher', added.id)
    expect(log.map((e) => e.action)).toEqual(['wisher.edit', 'wisher.edit', 'wisher.edit', 'wisher.add'])
    expect(log[2]).toMatchObject({ before: { name: 'Aisyah', wishes: { en: 'A bicycle\nand a helmet' } }, after: { name: 'Aisyah binti Ali', wishes: { en: 'Books' } } })
  })

  it('hides and shows a wisher, auditing each', async () => {
    const added = await add()
    expect(await json(await postJson(server, '/admin/setting/wishingtree/show', { id: added.id }, admin))).toMatchObject({ id: added.id, active: false })
    expect(await json(await postJson(server, '/admin/setting/wishingtree/show', { id: added.id }, admin))).toMatchObject({ active: true })
    await expectError(await postJson(server, '/admin/setting/wishingtree/show', { id: 999999 }, admin), 404, 'wisherNotFound')
    const log = await auditOf('wisher', added.id)
    expect(log.map((e) => e.action)).toEqual(['wisher.show', 'wisher.hide', 'wisher.add'])
    expect(log[1]).toMatchObject({ before: { active: true }, after: { active: false } })
  })

  it('is for admins only', async () => {
    const { id } = await add()
    expect((await get('/admin/fetch/dashboard/wishingtree', member)).status).toBe(403)
    await expectAdminsOnly((headers) => postJson(server, '/admin/setting/wishingtree/add', wisher(), headers))
    await expectAdminsOnly((headers) => postJson(server, '/admin/setting/wishingtree/edit', { id, name: 'X', wishes: 'Y', bmWishes: 'Z' }, headers))
    await expectAdminsOnly((headers) => postJson(server, '/admin/setting/wishingtree/show', { id }, headers))
  })
})

describe('the journey in the back office', () => {
  const journey = { home: 12, children: 340, points: 152_300, product: 800, description: 'We visited\nthree homes', descriptionBm: 'Kami melawat\ntiga rumah', progressPoints: 50_000 }

  it('edits all seven fields, answers them as members see them, and audits before and after', async () => {
    const before = await json(await get('/admin/fetch/journey'))
    const res = await postJson(server, '/admin/setting/journey/edit', journey, admin)
    expect(res.status).toBe(200)
    const edited = await json(res)
    expect(edited).toMatchObject({ home: 12, children: 340, points: 152_300, product: 800, description: { en: 'We visited\nthree homes', bm: 'Kami melawat\ntiga rumah' }, progressPoints: 50_000 })
    expect(await json(await get('/admin/fetch/journey'))).toEqual(edited)
    const [entry] = await auditOf('journey', 1)
    expect(entry).toMatchObject({ action: 'journey.edit', before: { home: before.home }, after: { home: 12, progressPoints: 50_000 } })
  })

  it('refuses a missing or blank field (Empty field detected) and negative or broken figures, changing nothing', async () => {
    await postJson(server, '/admin/setting/journey/edit', journey, admin)
    const refused = (body: unknown) => postJson(server, '/admin/setting/journey/edit', body, admin)
    await expectError(await refused({ ...journey, descriptionBm: '  ' }), 422, 'charityEmptyField')
    await expectError(await refused({ ...journey, home: undefined }), 422, 'charityEmptyField')
    await expectError(await refused({ ...journey, progressPoints: undefined }), 422, 'charityEmptyField')
    await expectError(await refused({ ...journey, children: -1 }), 422, 'journeyNumberInvalid')
    await expectError(await refused({ ...journey, product: 1.5 }), 422, 'journeyNumberInvalid')
    await expectError(await refused({ ...journey, updatedAt: 'x' }), 400, 'unknownField')
    expect(await json(await get('/admin/fetch/journey'))).toMatchObject({ home: 12, children: 340, product: 800, progressPoints: 50_000 })
  })

  it('is for admins only', async () => {
    expect((await get('/admin/fetch/journey', member)).status).toBe(403)
    expect((await get('/admin/fetch/journey', {})).status).toBe(401)
    await expectAdminsOnly((headers) => postJson(server, '/admin/setting/journey/edit', journey, headers))
  })
})

describe('blogs in the back office', () => {
  const texts = { title: 'A day at Rumah Kasih', titleBm: 'Sehari di Rumah Kasih', venue: 'Rumah Kasih, Klang', description: 'We brought\ndiapers.', descriptionBm: 'Kami bawa\nlampin.' }
  const add = async (files: File[] = [png('a.png'), png('b.png', [200, 30, 30])]) => {
    const res = await postForm('/admin/setting/blog/add', { ...texts, files })
    expect(res.status).toBe(201)
    return json(res)
  }

  it('adds a blog with several images in order, lists it first, and audits the add', async () => {
    const blog = await add([png('a.png'), png('b.png', [1, 2, 3]), png('c.png', [4, 5, 6])])
    expect(blog).toMatchObject({ title: { en: texts.title, bm: texts.titleBm }, venue: texts.venue, description: { en: 'We brought\ndiapers.', bm: 'Kami bawa\nlampin.' }, active: true })
    expect(blog.images).toHaveLength(3)
    expect(new Set(blog.images.map((i: { url: string }) => i.url)).size).toBe(3)
    for (const image of blog.images) expect((await fetch(`${server.api.replace(/\/api$/, '')}${image.url}`)).status).toBe(200)
    expect((await json(await get('/admin/fetch/dashboard/blog'))).data[0]).toEqual(blog)
    expect(await auditOf('blog', blog.id)).toMatchObject([{ action: 'blog.add', before: null, after: { id: blog.id, images: blog.images } }])
  })

  it('refuses a blog without a text, a language, or an image, and a text file named .png, storing nothing', async () => {
    const before = (await json(await get('/admin/fetch/dashboard/blog'))).data.length
    await expectError(await postForm('/admin/setting/blog/add', { ...texts, venue: ' ', files: [png('a.png')] }), 422, 'contentFieldsRequired')
    await expectError(await postForm('/admin/setting/blog/add', { ...texts, titleBm: '', files: [png('a.png')] }), 422, 'contentFieldsRequired')
    await expectError(await postForm('/admin/setting/blog/add', texts), 422, 'blogImagesRequired')
    await expectError(await postForm('/admin/setting/blog/add', { ...texts, files: Array.from({ length: 13 }, (_, i) => png(`${i}.png`)) }), 422, 'blogTooManyImages')
    await expectError(await postForm('/admin/setting/blog/add', { ...texts, files: [png('a.png'), notAnImage()] }), 415, 'fileTypeNotAllowed')
    expect((await json(await get('/admin/fetch/dashboard/blog'))).data.length).toBe(before)
  })

  it('edits the texts and the gallery: keeps, removes, reorders and adds images, at least one staying, auditing before and after', async () => {
    const blog = await add()
    const [first, second] = blog.images as { id: number; url: string }[]
    const edit = { id: String(blog.id), ...texts, title: 'A new title' }
    const reordered = await json(await postForm('/admin/setting/blog/edit', { ...edit, images: `${second!.id},new0,${first!.id}`, files: [png('n.png', [9, 9, 9])] }))
    expect(reordered.title.en).toBe('A new title')
    expect(reordered.images.map((i: { url: string }) => i.url)).toEqual([second!.url, expect.stringMatching(/\.png$/), first!.url])
    const removed = await json(await postForm('/admin/setting/blog/edit', { ...edit, images: String(reordered.images[1].id) }))
    expect(removed.images.map((i: { url: string }) => i.url)).toEqual([reordered.images[1].url])

    const refused = (fields: Record<string, string | File | File[]>) => postForm('/admin/setting/blog/edit', { ...edit, images: String(removed.images[0].id), ...fields })
    await expectError(await refused({ images: '' }), 422, 'blogImagesRequired')
    await expectError(await refused({ description: ' ' }), 422, 'charityEmptyField')
    await expectError(await refused({ images: String(first!.id) }), 422, 'blogImageOrderInvalid')
    await expectError(await refused({ images: 'new0' }), 422, 'blogImageOrderInvalid')
    await expectError(await refused({ images: 'new0', files: notAnImage() }), 415, 'fileTypeNotAllowed')
    await expectError(await refused({ id: '999999' }), 404, 'blogNotFound')

    const log = await auditOf('blog', blog.id)
    expect(log.map((e) => e.action)).toEqual(['blog.edit', 'blog.edit', 'blog.add'])
    expect(log[1]).toMatchObject({ before: { title: { en: texts.title }, images: blog.images }, after: { title: { en: 'A new title' }, images: reordered.images } })
  })

  it('two admins reordering one gallery at once: each edit applies whole or is told the images changed, never a broken gallery', async () => {
    const blog = await add([png('a.png'), png('b.png', [1, 2, 3]), png('c.png', [4, 5, 6])])
    const ids = (blog.images as { id: number }[]).map((i) => i.id)
    const edit = (order: number[]) => {
      const body = new FormData()
      for (const [key, value] of Object.entries({ id: String(blog.id), ...texts, images: order.join(',') })) body.append(key, value)
      return server.app.request(`${server.deps.config.apiRoot}/admin/setting/blog/edit`, { method: 'POST', headers: admin, body })
    }
    const answers = await Promise.all([edit([ids[2]!, ids[1]!, ids[0]!]), edit([ids[1]!]), edit([ids[0]!, ids[2]!])])
    const applied = answers.filter((r) => r.status === 200)
    expect(applied.length).toBeGreaterThanOrEqual(1)
    for (const refused of answers.filter((r) => r.status !== 200)) await expectError(refused, 422, 'blogImageOrderInvalid')
    const [saved] = (await json(await get('/admin/fetch/dashboard/blog'))).data.filter((b: { id: number }) => b.id === blog.id)
    const last = (await auditOf('blog', blog.id))[0]!
    expect(saved.images).toEqual(last.after.images)
    expect(saved.images.length).toBeGreaterThanOrEqual(1)
    expect((await auditOf('blog', blog.id)).length).toBe(1 + applied.length)
  })

  it('hides and shows a blog, auditing each', async () => {
    const blog = await add()
    expect(await json(await postJson(server, '/admin/setting/blog/show', { id: blog.id }, admin))).toMatchObject({ active: false })
    expect(await json(await postJson(server, '/admin/setting/blog/show', { id: blog.id }, admin))).toMatchObject({ active: true })
    await expectError(await postJson(server, '/admin/setting/blog/show', { id: 999999 }, admin), 404, 'blogNotFound')
    expect((await auditOf('blog', blog.id)).map((e) => e.action)).toEqual(['blog.show', 'blog.hide', 'blog.add'])
  })

  it('is for admins only', async () => {
    const blog = await add()
    expect((await get('/admin/fetch/dashboard/blog', member)).status).toBe(403)
    await expectAdminsOnly((headers) => postForm('/admin/setting/blog/add', { ...texts, files: [png('a.png')] }, headers))
    await expectAdminsOnly((headers) => postForm('/admin/setting/blog/edit', { id: String(blog.id), ...texts, images: String(blog.images[0].id) }, headers))
    await expectAdminsOnly((headers) => postJson(server, '/admin/setting/blog/show', { id: blog.id }, headers))
  })
})

describe('donation items in the back office', () => {
  const fields = { itemId: 'DON-001', itemName: 'Diapers for a home', bmName: 'Lampin untuk rumah', points: '500' }
  const add = async (overrides: Record<string, string> = {}) => {
    const res = await postForm('/admin/setting/item/donate/add', { ...fields, ...overrides, file: png('d.png') })
    expect(res.status).toBe(201)
    return json(res)
  }

  it('adds an item with its image, lists it first, and audits the add', async () => {
    const item = await add()
    expect(item).toMatchObject({ itemId: 'DON-001', itemName: { en: 'Diapers for a home', bm: 'Lampin untuk rumah' }, points: 500, itemImage: expect.stringMatching(/^\/api\/files\/public\/.+\.png$/), active: true })
    expect((await json(await get('/admin/fetch/dashboard/donate'))).data[0]).toEqual(item)
    expect(await auditOf('donateItem', item.id)).toMatchObject([{ action: 'donateItem.add', before: null, after: { id: item.id, points: 500 } }])
  })

  it('refuses an item without a field or the image, with points under 1, or a text file named .png, storing nothing', async () => {
    const before = (await json(await get('/admin/fetch/dashboard/donate'))).data.length
    await expectError(await postForm('/admin/setting/item/donate/add', fields), 422, 'itemFieldsRequired')
    await expectError(await postForm('/admin/setting/item/donate/add', { ...fields, bmName: ' ', file: png('d.png') }), 422, 'itemFieldsRequired')
    await expectError(await postForm('/admin/setting/item/donate/add', { ...fields, points: '0', file: png('d.png') }), 422, 'itemPointsInvalid')
    await expectError(await postForm('/admin/setting/item/donate/add', { ...fields, points: '1.5', file: png('d.png') }), 422, 'itemPointsInvalid')
    await expectError(await postForm('/admin/setting/item/donate/add', { ...fields, file: notAnImage() }), 415, 'fileTypeNotAllowed')
    expect((await json(await get('/admin/fetch/dashboard/donate'))).data.length).toBe(before)
  })

  it('edits an item, keeping its image unless a new one comes, and audits before and after', async () => {
    const item = await add()
    const edit = { id: String(item.id), itemId: 'DON-002', itemName: 'Milk for a home', bmName: 'Susu untuk rumah', points: '1' }
    const edited = await json(await postForm('/admin/setting/item/donate/edit', edit))
    expect(edited).toMatchObject({ itemId: 'DON-002', itemName: { en: 'Milk for a home', bm: 'Susu untuk rumah' }, points: 1, itemImage: item.itemImage })
    const replaced = await json(await postForm('/admin/setting/item/donate/edit', { ...edit, file: png('e.png', [1, 1, 1]) }))
    expect(replaced.itemImage).not.toBe(item.itemImage)
    await expectError(await postForm('/admin/setting/item/donate/edit', { ...edit, points: '0' }), 422, 'itemPointsInvalid')
    await expectError(await postForm('/admin/setting/item/donate/edit', { ...edit, itemName: '' }), 422, 'itemFieldsRequired')
    await expectError(await postForm('/admin/setting/item/donate/edit', { ...edit, file: notAnImage() }), 415, 'fileTypeNotAllowed')
    await expectError(await postForm('/admin/setting/item/donate/edit', { ...edit, id: '999999' }), 404, 'donateItemNotFound')
    const log = await auditOf('donateItem', item.id)
    expect(log.map((e) => e.action)).toEqual(['donateItem.edit', 'donateItem.edit', 'donateItem.add'])
    expect(log[1]).toMatchObject({ before: { itemId: 'DON-001', points: 500 }, after: { itemId: 'DON-002', points: 1 } })
  })

  it('hides and shows an item, auditing each', async () => {
    const item = await add()
    expect(await json(await postJson(server, '/admin/setting/item/donate/show', { id: item.id }, admin))).toMatchObject({ active: false })
    expect(await json(await postJson(server, '/admin/setting/item/donate/show', { id: item.id }, admin))).toMatchObject({ active: true })
    await expectError(await postJson(server, '/admin/setting/item/donate/show', { id: 999999 }, admin), 404, 'donateItemNotFound')
    expect((await auditOf('donateItem', item.id)).map((e) => e.action)).toEqual(['donateItem.show', 'donateItem.hide', 'donateItem.add'])
  })

  it('is for admins only', async () => {
    const item = await add()
    expect((await get('/admin/fetch/dashboard/donate', member)).status).toBe(403)
    await expectAdminsOnly((headers) => postForm('/admin/setting/item/donate/add', { ...fields, file: png('d.png') }, headers))
    await expectAdminsOnly((headers) => postForm('/admin/setting/item/donate/edit', { id: String(item.id), ...fields }, headers))
    await expectAdminsOnly((headers) => postJson(server, '/admin/setting/item/donate/show', { id: item.id }, headers))
  })
})
