import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminToken } from '../../test-support/admins.ts'
import { expectError } from '../../test-support/expect-error.ts'
import { json } from '../../test-support/json.ts'
import { bearer, postJson } from '../../test-support/members.ts'
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

const png = (name: string, colour: [number, number, number] = [11, 110, 121]) => new File([solidPng(4, 3, colour)], name, { type: 'image/png' })
const images = () => ({ file: png('en.png'), bmFile: png('bm.png', [242, 165, 65]) })
const postForm = (path: string, fields: Record<string, string | File>, headers = admin) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  return fetch(`${server.api}${path}`, { method: 'POST', headers, body })
}
const get = (path: string, headers = admin) => fetch(`${server.api}${path}`, { headers })
const auditOf = async (entity: string, id: number) =>
  (await json(await get(`/admin/fetch/audit?entity=${entity}&entityId=${id}`))).data as { action: string; before: any; after: any }[]

const XSS = '<img src=x onerror=alert(1)>'
let counter = 0
const newsFields = (overrides: Record<string, string> = {}) => {
  const n = ++counter
  return { title: `Open day ${n}`, bmTitle: `Hari terbuka ${n}`, description: 'Line one\nLine two', bmDescription: 'Baris satu\nBaris dua', showingTo: 'All', ...overrides }
}
const articleFields = (overrides: Record<string, string> = {}) => {
  const n = ++counter
  return { title: `Sleep tips ${n}`, titleBM: `Tip tidur ${n}`, description: 'Keep the room dark.', descriptionBM: 'Pastikan bilik gelap.', ...overrides }
}

async function addNews(overrides: Record<string, string> = {}) {
  const res = await postForm('/admin/setting/news/add', { ...newsFields(overrides), ...images() })
  expect(res.status).toBe(201)
  return json(res)
}
async function addArticle(overrides: Record<string, string> = {}) {
  const res = await postForm('/admin/setting/article/add', { ...articleFields(overrides), ...images() })
  expect(res.status).toBe(201)
  return json(res)
}

describe('news in the back office', () => {
  it('adds normal news in en and bm, lists it first, shows it to members, and audits the add', async () => {
    const item = await addNews({ title: '  Open day  ' })
    expect(item).toMatchObject({
      link: null,
      title: { en: 'Open day', bm: expect.stringMatching(/^Hari terbuka/) },
      description: { en: 'Line one\nLine two', bm: 'Baris satu\nBaris dua' },
      image: { en: expect.stringMatching(/^\/api\/files\/public\/.+\.png$/), bm: expect.stringMatching(/^\/api\/files\/public\/.+\.png$/) },
      showingTo: ['All'],
      active: true,
    })
    expect(item.image.en).not.toBe(item.image.bm)
    expect((await json(await get('/admin/fetch/dashboard/news'))).data[0].id).toBe(item.id)
    const member = await insertShopper(server)
    const { data } = await json(await get('/news/fetch', bearer(member.token)))
    expect(data.find((n: { id: number }) => n.id === item.id)).toEqual({ id: item.id, link: null, title: item.title, description: item.description, image: item.image })
    const [entry] = await auditOf('news', item.id)
    expect(entry).toMatchObject({ action: 'news.add', before: null, after: { id: item.id, title: item.title } })
  })

  it('adds link news with only its link and images; a link that is not a web address is refused', async () => {
    const res = await postForm('/admin/setting/news/add', { link: 'https://example.com/promo', showingTo: 'pregnant,trying', ...images() })
    expect(res.status).toBe(201)
    expect(await json(res)).toMatchObject({ link: 'https://example.com/promo', title: { en: '', bm: '' }, showingTo: ['pregnant', 'trying'] })
    await expectError(await postForm('/admin/setting/news/add', { link: 'javascript:alert(1)', ...images() }), 422, 'newsLinkInvalid')
    await expectError(await postForm('/admin/setting/news/add', { link: 'https://example.com', title: 'Only English', ...images() }), 422, 'contentBothLanguages')
  })

  it('refuses an item with an empty or blank bm (or en) text, and one without images, storing nothing', async () => {
    const before = (await json(await get('/admin/fetch/dashboard/news'))).data.length
    await expectError(await postForm('/admin/setting/news/add', { ...newsFields({ bmTitle: '   ' }), ...images() }), 422, 'contentBothLanguages')
    await expectError(await postForm('/admin/setting/news/add', { ...newsFields({ bmDescription: '' }), ...images() }), 422, 'contentBothLanguages')
    await expectError(await postForm('/admin/setting/news/add', { ...newsFields({ title: '' }), ...images() }), 422, 'contentBothLanguages')
    await expectError(await postForm('/admin/setting/news/add', { ...newsFields(), file: png('en.png') }), 422, 'contentFieldsRequired')
    await expectError(await postForm('/admin/setting/news/add', { ...newsFields({ showingTo: 'everyone' }), ...images() }), 422, 'newsAudienceInvalid')
    const text = new File(['not an image at all'], 'x.png', { type: 'image/png' })
    await expectError(await postForm('/admin/setting/news/add', { ...newsFields(), file: text, bmFile: png('bm.png') }), 415, 'fileTypeNotAllowed')
    expect((await json(await get('/admin/fetch/dashboard/news'))).data.length).toBe(before)
  })

  it('keeps markup as plain text and serves it as JSON text, never as HTML', async () => {
    const item = await addNews({ title: XSS, bmTitle: XSS })
    expect(item.title).toEqual({ en: XSS, bm: XSS })
    const row = await server.deps.db.selectFrom('news').select(['titleEn', 'titleBm']).where('id', '=', item.id).executeTakeFirstOrThrow()
    expect(row).toEqual({ titleEn: XSS, titleBm: XSS })
    const res = await get('/news/fetch', bearer((await insertShopper(server)).token))
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect((await json(res)).data.find((n: { id: number }) => n.id === item.id).title.en).toBe(XSS)
  })

  it('edits texts, audience and link, keeps the images unless both are replaced, under new names, and audits before and after', async () => {
    const item = await addNews()
    const edit = { id: String(item.id), title: 'New title', bmTitle: 'Tajuk baru', description: 'D', bmDescription: 'P', showingTo: 'oneChild' }
    const res = await postForm('/admin/setting/news/edit', edit)
    expect(res.status).toBe(200)
    const edited = await json(res)
    expect(edited).toMatchObject({ title: { en: 'New title', bm: 'Tajuk baru' }, image: item.image, showingTo: ['oneChild'] })
    await expectError(await postForm('/admin/setting/news/edit', { ...edit, file: png('en.png') }), 422, 'bothImagesRequired')
    await expectError(await postForm('/admin/setting/news/edit', { ...edit, bmTitle: ' ' }), 422, 'contentBothLanguages')
    const replaced = await json(await postForm('/admin/setting/news/edit', { ...edit, ...images() }))
    expect(replaced.image.en).not.toBe(item.image.en)
    expect(replaced.image.bm).not.toBe(item.image.bm)
    await expectError(await postForm('/admin/setting/news/edit', { ...edit, id: '999999' }), 404, 'newsNotFound')
    const log = await auditOf('news', item.id)
    expect(log.map((e) => e.action)).toEqual(['news.edit', 'news.edit', 'news.add'])
    expect(log[1]).toMatchObject({ before: { title: item.title, showingTo: ['All'] }, after: { title: { en: 'New title', bm: 'Tajuk baru' }, showingTo: ['oneChild'] } })
  })

  it('shows news only to the stages it names', async () => {
    const item = await addNews({ showingTo: 'pregnant' })
    const seen = async (stage: 'pregnant' | 'trying' | null) =>
      (await json(await get('/news/fetch', bearer((await insertShopper(server, { pregnancyStage: stage })).token)))).data.some((n: { id: number }) => n.id === item.id)
    expect(await seen('pregnant')).toBe(true)
    expect(await seen('trying')).toBe(false)
    expect(await seen(null)).toBe(false)
  })

  it('hides and shows an item to members, and deletes it for good, auditing each', async () => {
    const item = await addNews()
    const member = bearer((await insertShopper(server)).token)
    const visible = async () => (await json(await get('/news/fetch', member))).data.some((n: { id: number }) => n.id === item.id)
    const hidden = await postJson(server, '/admin/setting/news/show', { id: item.id }, admin)
    expect(await json(hidden)).toMatchObject({ id: item.id, active: false })
    expect(await visible()).toBe(false)
    expect(await json(await postJson(server, '/admin/setting/news/show', { id: item.id }, admin))).toMatchObject({ active: true })
    expect(await visible()).toBe(true)
    await expectError(await postJson(server, '/admin/setting/news/show', { id: 999999 }, admin), 404, 'newsNotFound')

    const removed = await fetch(`${server.api}/admin/setting/news/remove/${item.id}`, { method: 'DELETE', headers: admin })
    expect(removed.status).toBe(200)
    expect(await json(removed)).toEqual({ id: item.id })
    expect(await visible()).toBe(false)
    await expectError(await fetch(`${server.api}/admin/setting/news/remove/${item.id}`, { method: 'DELETE', headers: admin }), 404, 'newsNotFound')
    const log = await auditOf('news', item.id)
    expect(log.map((e) => e.action)).toEqual(['news.remove', 'news.show', 'news.hide', 'news.add'])
    expect(log[0]).toMatchObject({ before: { id: item.id, title: item.title }, after: null })
    expect(log[2]).toMatchObject({ before: { active: true }, after: { active: false } })
  })

  it('is for admins only', async () => {
    const member = bearer((await insertShopper(server)).token)
    expect((await get('/admin/fetch/dashboard/news', member)).status).toBe(403)
    expect((await postForm('/admin/setting/news/add', { ...newsFields(), ...images() }, member)).status).toBe(403)
    expect((await fetch(`${server.api}/admin/setting/news/remove/1`, { method: 'DELETE' })).status).toBe(401)
  })
})

describe('articles in the back office', () => {
  it('adds an article in en and bm, lists it first, shows it to members, and audits the add', async () => {
    const article = await addArticle({ description: 'x'.repeat(300) })
    expect(article).toMatchObject({ title: { en: expect.stringMatching(/^Sleep tips/), bm: expect.stringMatching(/^Tip tidur/) }, description: { en: 'x'.repeat(300) }, active: true })
    expect((await json(await get('/admin/fetch/dashboard/article'))).data[0].id).toBe(article.id)
    const { data } = await json(await get('/article/fetch', bearer((await insertShopper(server)).token)))
    expect(data[0]).toEqual({ id: article.id, title: article.title, description: article.description, image: article.image })
    expect(await auditOf('article', article.id)).toMatchObject([{ action: 'article.add', before: null, after: { id: article.id } }])
  })

  it('refuses an article with a blank bm or en text, or without both images', async () => {
    await expectError(await postForm('/admin/setting/article/add', { ...articleFields({ titleBM: ' ' }), ...images() }), 422, 'contentBothLanguages')
    await expectError(await postForm('/admin/setting/article/add', { ...articleFields({ descriptionBM: '' }), ...images() }), 422, 'contentBothLanguages')
    await expectError(await postForm('/admin/setting/article/add', { ...articleFields({ description: '' }), ...images() }), 422, 'contentBothLanguages')
    await expectError(await postForm('/admin/setting/article/add', articleFields()), 422, 'contentFieldsRequired')
    expect(await server.deps.db.selectFrom('articles').select('id').where('titleEn', '=', `Sleep tips ${counter}`).execute()).toEqual([])
  })

  it('keeps markup in an article as plain text', async () => {
    const article = await addArticle({ title: XSS, descriptionBM: `${XSS}\n<b>bold</b>` })
    const { data } = await json(await get('/article/fetch', bearer((await insertShopper(server)).token)))
    expect(data.find((a: { id: number }) => a.id === article.id)).toMatchObject({ title: { en: XSS }, description: { bm: `${XSS}\n<b>bold</b>` } })
  })

  it('edits an article, keeps or replaces both images, hides and shows it, auditing each', async () => {
    const article = await addArticle()
    const edit = { id: String(article.id), title: 'Naps', titleBM: 'Tidur siang', description: 'Short', descriptionBM: 'Pendek' }
    const edited = await json(await postForm('/admin/setting/article/edit', edit))
    expect(edited).toMatchObject({ title: { en: 'Naps', bm: 'Tidur siang' }, image: article.image })
    await expectError(await postForm('/admin/setting/article/edit', { ...edit, bmFile: png('bm.png') }), 422, 'bothImagesRequired')
    await expectError(await postForm('/admin/setting/article/edit', { ...edit, titleBM: '' }), 422, 'contentBothLanguages')
    await expectError(await postForm('/admin/setting/article/edit', { ...edit, id: '999999' }), 404, 'articleNotFound')
    const replaced = await json(await postForm('/admin/setting/article/edit', { ...edit, ...images() }))
    expect(replaced.image.en).not.toBe(article.image.en)

    const member = bearer((await insertShopper(server)).token)
    const visible = async () => (await json(await get('/article/fetch', member))).data.some((a: { id: number }) => a.id === article.id)
    expect(await json(await postJson(server, '/admin/setting/article/show', { id: article.id }, admin))).toMatchObject({ active: false })
    expect(await visible()).toBe(false)
    await postJson(server, '/admin/setting/article/show', { id: article.id }, admin)
    expect(await visible()).toBe(true)
    await expectError(await postJson(server, '/admin/setting/article/show', { id: 999999 }, admin), 404, 'articleNotFound')

    const log = await auditOf('article', article.id)
    expect(log.map((e) => e.action)).toEqual(['article.show', 'article.hide', 'article.edit', 'article.edit', 'article.add'])
    expect(log[3]).toMatchObject({ before: { title: article.title }, after: { title: { en: 'Naps', bm: 'Tidur siang' } } })
  })

  it('is for admins, and the member list for members', async () => {
    const member = bearer((await insertShopper(server)).token)
    expect((await get('/admin/fetch/dashboard/article', member)).status).toBe(403)
    expect((await get('/article/fetch', {})).status).toBe(401)
  })
})
