import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminToken } from '../test-support/admins.ts'
import { json } from '../test-support/json.ts'
import { bearer, createMember, postJson } from '../test-support/members.ts'
import { solidPng } from '../test-support/png.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

// The reads every visit makes answer with an ETag and `no-cache`, so a browser asks again each
// time and gets 304 while nothing changed, and the new answer as soon as an admin edits it.

let server: TestServer
let admin: Record<string, string>
let member: Record<string, string>
beforeAll(async () => {
  server = await startTestServer()
  admin = bearer(await adminToken(server))
  member = bearer((await createMember(server)).token)
})
afterAll(() => server.close())

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.api}${path}`, { headers })
const WEAK_TAG = /^W\/"[\w-]{27}"$/

/** The first answer, its tag, and that asking again with the tag gets 304 with no body. */
async function heldAnswer(path: string, headers: Record<string, string> = {}) {
  const first = await get(path, headers)
  expect(first.status).toBe(200)
  const tag = first.headers.get('etag')!
  expect(tag).toMatch(WEAK_TAG)
  const again = await get(path, { ...headers, 'if-none-match': tag })
  expect(again.status).toBe(304)
  expect(again.headers.get('etag')).toBe(tag)
  // What the answer varies by, for caches to keep telling its copies apart (RFC 9110, 15.4.5).
  expect(again.headers.get('vary')).toBe(first.headers.get('vary'))
  expect(await again.arrayBuffer()).toHaveProperty('byteLength', 0)
  return { tag, body: await json(first), cacheControl: first.headers.get('cache-control') }
}

/** After an edit, the old tag no longer holds: a full answer comes back with a new one. */
async function changedAnswer(path: string, tag: string, headers: Record<string, string> = {}) {
  const res = await get(path, { ...headers, 'if-none-match': tag })
  expect(res.status).toBe(200)
  expect(res.headers.get('etag')).toMatch(WEAK_TAG)
  expect(res.headers.get('etag')).not.toBe(tag)
  return json(res)
}

describe('the point chart', () => {
  it('is answered 304 while unchanged and fresh right after an admin edits the double-point days', async () => {
    const { tag, body, cacheControl } = await heldAnswer('/pointchart')
    expect(cacheControl).toBe('no-cache')
    expect(body.doublePointDays).not.toEqual([3, 13])
    expect((await postJson(server, '/admin/setting/doublePointsDate/edit', { newDate: [3, 13] }, admin)).status).toBe(200)
    expect((await changedAnswer('/pointchart', tag)).doublePointDays).toEqual([3, 13])
  })

  it('takes any of several tags, weak or strong, or *, and not a tag it never gave', async () => {
    const { tag } = await heldAnswer('/pointchart')
    const strong = tag.slice(2)
    for (const ifNoneMatch of [`"stale", ${tag}`, strong, '*']) expect((await get('/pointchart', { 'if-none-match': ifNoneMatch })).status).toBe(304)
    expect((await get('/pointchart', { 'if-none-match': '"stale"' })).status).toBe(200)
  })

  it('gives a compressed answer the same tag as a plain one', async () => {
    // Two more products make the chart large enough (1 KiB) to be compressed.
    for (const n of [1, 2]) expect((await postJson(server, '/admin/setting/sku/add', { nameEn: `Diapers size ${n}`, nameBm: `Lampin saiz ${n}`, brandId: null, pointsPerUnit: 20 }, admin)).status).toBe(201)
    const { tag, body } = await heldAnswer('/pointchart')
    expect(JSON.stringify(body).length).toBeGreaterThan(1024)
    const zipped = await get('/pointchart', { 'accept-encoding': 'gzip' })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.headers.get('etag')).toBe(tag)
    expect(await json(zipped)).toEqual(body)
  })

  it('carries its tag in-process too, where no Node response holds the headers (app.request)', async () => {
    const path = `${server.deps.config.apiRoot}/pointchart`
    const first = await server.app.request(path)
    const tag = first.headers.get('etag')!
    expect([first.status, tag, first.headers.get('cache-control')]).toEqual([200, expect.stringMatching(WEAK_TAG), 'no-cache'])
    const again = await server.app.request(path, { headers: { 'if-none-match': tag } })
    expect([again.status, again.headers.get('etag')]).toEqual([304, tag])
  })
})

describe('the club settings', () => {
  it('are answered 304 while unchanged and fresh right after an admin edits the links', async () => {
    const { tag } = await heldAnswer('/club')
    const links = {
      corporateLinks: [{ label: { en: 'Our story', bm: 'Kisah kami' }, href: { en: 'https://lembut.example/story', bm: 'https://lembut.example/bm/kisah' } }],
      socialLinks: { facebook: 'https://facebook.com/lembut', instagram: 'https://instagram.com/lembut', youtube: 'https://youtube.com/@lembut' },
    }
    expect((await postJson(server, '/admin/setting/club/links', links, admin)).status).toBe(200)
    expect((await changedAnswer('/club', tag)).corporateLinks).toEqual(links.corporateLinks)
  })
})

describe('news', () => {
  it('is kept only by the member’s own browser, answered 304 while unchanged and fresh right after an admin adds an item', async () => {
    const { tag, cacheControl } = await heldAnswer('/news/fetch', member)
    expect(cacheControl).toBe('private, no-cache')
    const form = new FormData()
    const fields = { title: 'Open day', bmTitle: 'Hari terbuka', description: 'Come along', bmDescription: 'Jom datang', showingTo: 'All' }
    for (const [key, value] of Object.entries(fields)) form.append(key, value)
    form.append('file', new File([solidPng(4, 3, [11, 110, 121])], 'en.png', { type: 'image/png' }))
    form.append('bmFile', new File([solidPng(4, 3, [242, 165, 65])], 'bm.png', { type: 'image/png' }))
    expect((await fetch(`${server.api}/admin/setting/news/add`, { method: 'POST', headers: admin, body: form })).status).toBe(201)
    expect((await changedAnswer('/news/fetch', tag, member)).data[0].title).toEqual({ en: 'Open day', bm: 'Hari terbuka' })
  })

  it('articles are answered 304 while unchanged', async () => {
    expect((await heldAnswer('/article/fetch', member)).cacheControl).toBe('private, no-cache')
  })
})

describe('content', () => {
  it('notices are answered 304 while unchanged and fresh right after an admin adds one', async () => {
    const { tag } = await heldAnswer('/content/notices?kind=announcement')
    const notice = {
      kind: 'announcement',
      titleEn: 'New pack sizes',
      titleBm: 'Saiz pek baharu',
      bodyEn: 'Bigger packs are here.',
      bodyBm: 'Pek lebih besar kini ada.',
      startsAt: '2026-06-01T00:00:00+08:00',
      endsAt: '2026-07-01T00:00:00+08:00',
    }
    expect((await postJson(server, '/admin/setting/notice/add', notice, admin)).status).toBe(201)
    expect((await changedAnswer('/content/notices?kind=announcement', tag)).data).toContainEqual(expect.objectContaining({ title: { en: 'New pack sizes', bm: 'Saiz pek baharu' } }))
  })

  it('pages are answered 304 while unchanged, and a missing page is still 404', async () => {
    expect((await heldAnswer('/content/pages/how-to-collect-points')).cacheControl).toBe('no-cache')
    expect((await get('/content/pages/no-such-page')).status).toBe(404)
  })
})
