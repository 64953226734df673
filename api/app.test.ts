import { createRequire } from 'node:module'
import path from 'node:path'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineRoute } from '../domain/contract/define-route.ts'
import { ERRORS } from '../domain/errors.ts'
import { contractRoute } from './http/contract-route.ts'
import { createRouter } from './http/openapi.ts'
import { json } from './test-support/json.ts'
import { PAGE_HEADERS } from './test-support/page-headers.ts'
import { startTestServer, type TestServer } from './test-support/test-server.ts'

// A probe route mounted beside the real ones, to exercise the shared validation and error handling.
const ProbeSchema = z.strictObject({ name: z.string().regex(/^[a-z]+$/, 'invalidInput'), count: z.number().int() })
const probe = defineRoute({ method: 'post', path: '/probe', access: 'public', tags: [], summary: 'Echo', json: ProbeSchema, responses: { 200: ProbeSchema } })

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    env: { CORS_ORIGINS: 'https://partner.example' },
    extend: (app, { config }) => {
      const router = createRouter()
        .openapi(contractRoute(probe), (c) => c.json(c.req.valid('json'), 200))
        .get('/explode', () => {
          throw new Error('database password is hunter2')
        })
      app.route(config.apiRoot, router)
    },
  })
})
afterAll(() => server.close())

const post = (path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${server.api}${path}`, { method: 'POST', body, headers })

describe('errors', () => {
  it('answers bad JSON with 400 badJson', async () => {
    const res = await post('/probe', '{"name": ')
    expect(res.status).toBe(400)
    expect(await json(res)).toEqual({ error: ERRORS.badJson, code: 'badJson' })
  })

  it('refuses unknown fields with 400 so nothing can be mass-assigned', async () => {
    const res = await post('/probe', JSON.stringify({ name: 'ok', count: 1, role: 'dev' }))
    expect(res.status).toBe(400)
    expect(await json(res)).toMatchObject({ code: 'unknownField', error: ERRORS.unknownField })
  })

  it('answers invalid fields with 422 naming each field', async () => {
    const res = await post('/probe', JSON.stringify({ name: 'NOT OK', count: 'x' }))
    expect(res.status).toBe(422)
    const body = await json(res)
    expect(body).toMatchObject({ code: 'invalidInput', error: ERRORS.invalidInput })
    expect(body.fields.map((f: { path: string }) => f.path).sort()).toEqual(['count', 'name'])
  })

  it('accepts a valid body', async () => {
    const res = await post('/probe', JSON.stringify({ name: 'ok', count: 2 }))
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({ name: 'ok', count: 2 })
  })

  it('refuses an oversize body with 413 before reading it whole', async () => {
    const res = await post('/probe', JSON.stringify({ name: 'a'.repeat(100_000), count: 1 }))
    expect(res.status).toBe(413)
    expect(await json(res)).toEqual({ error: ERRORS.payloadTooLarge, code: 'payloadTooLarge' })
  })

  it('refuses an oversize body that declares no length as it streams in', async () => {
    const chunked = (text: string) => {
      const bytes = new TextEncoder().encode(text)
      const body = new ReadableStream({ start: (controller) => (controller.enqueue(bytes), controller.close()) })
      return fetch(`${server.api}/probe`, { method: 'POST', body, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit)
    }
    const large = await chunked(JSON.stringify({ name: 'a'.repeat(100_000), count: 1 }))
    expect(large.status).toBe(413)
    expect(await json(large)).toEqual({ error: ERRORS.payloadTooLarge, code: 'payloadTooLarge' })
    const small = await chunked(JSON.stringify({ name: 'ok', count: 3 }))
    expect(await json(small)).toEqual({ name: 'ok', count: 3 })
  })

  it('refuses a body of another media type with 415', async () => {
    const res = await post('/probe', 'name=ok', { 'content-type': 'text/plain' })
    expect(res.status).toBe(415)
    expect(await json(res)).toMatchObject({ code: 'unsupportedMediaType' })
  })

  it('answers unknown API routes with 404 JSON, never the web page', async () => {
    const res = await fetch(`${server.api}/no/such/route`)
    expect(res.status).toBe(404)
    expect(await json(res)).toEqual({ error: ERRORS.notFound, code: 'notFound' })
  })

  it('answers an unexpected failure with 500 Internal Error and no details, and logs it', async () => {
    const res = await fetch(`${server.api}/explode`)
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({ error: 'Internal Error', code: 'internal' })
    expect(text).not.toMatch(/hunter2|at |\.ts/)
    expect(server.logs.some((l) => l.includes('unhandled_error'))).toBe(true)
  })
})

describe('system routes', () => {
  it('reports health after touching the database', async () => {
    const res = await fetch(`${server.api}/health`)
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({ status: 'ok', time: '2026-06-02T02:00:00.000Z' })
  })

  it('describes every route in an OpenAPI document generated from the validating schemas', async () => {
    const doc = await json(await fetch(`${server.api}/openapi.json`))
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/health', '/club', '/content/pages/{slug}']))
    const [slug] = doc.paths['/content/pages/{slug}'].get.parameters
    expect(slug).toMatchObject({ name: 'slug', in: 'path', schema: { pattern: '^[a-z0-9-]{1,80}$' } })
    const club = doc.paths['/club'].get.responses['200'].content['application/json'].schema
    expect(club).toMatchObject({ type: 'object', additionalProperties: false })
    expect(club.required).toContain('productSlug')
  })

  it('writes every pattern as a flag-free regex that valid values pass', async () => {
    const doc = await json(await fetch(`${server.api}/openapi.json`))
    const patterns: string[] = []
    const collect = (node: unknown): void => {
      if (typeof node !== 'object' || node === null) return
      for (const [key, value] of Object.entries(node)) if (key === 'pattern' && typeof value === 'string') patterns.push(value); else collect(value)
    }
    collect(doc)
    expect(patterns.length).toBeGreaterThan(10)
    for (const pattern of patterns) expect(() => new RegExp(pattern), pattern).not.toThrow()

    const signup = doc.paths['/user/signup'].post.requestBody.content['application/json'].schema.properties
    const passes = (schema: { pattern: string }, value: string) => new RegExp(schema.pattern).test(value)
    expect(passes(signup.number, '0123456789')).toBe(true)
    expect(passes(signup.email, 'siti.aminah@example.com')).toBe(true)
    expect(passes(signup.password, 'Passw0rd!')).toBe(true)
    expect(passes(signup.address.properties.postcode, '50450')).toBe(true)
    // Letters of any script need a Unicode-mode regex, which has no flag-free form: the server checks them.
    expect(signup.name).not.toHaveProperty('pattern')
    expect(signup.name['x-regex']).toBe('/^[\\p{L} ]+$/u')
    expect(new RegExp(signup.name['x-regex'].slice(1, -2), 'u').test('Nur Aisyah 李明')).toBe(true)
    const format = doc.paths['/admin/setting/format/add'].post.requestBody.content['application/json'].schema.properties.name
    expect(format).not.toHaveProperty('pattern')
  })

  it('renders the document at /docs with assets served by the app itself', async () => {
    const page = await (await fetch(`${server.api}/docs`)).text()
    expect(page).toContain('/api/docs/swagger-ui-bundle.js')
    const bundle = await fetch(`${server.api}/docs/swagger-ui-bundle.js`)
    expect(bundle.status).toBe(200)
    expect(bundle.headers.get('content-type')).toContain('javascript')
    expect((await fetch(`${server.api}/docs/..%2Fpackage.json`)).status).toBe(404)
  })

  it("serves Swagger UI's files without running its browser bundle in the server", async () => {
    expect((await fetch(`${server.api}/docs/swagger-ui-bundle.js`)).status).toBe(200)
    // The package's entry point evaluates the 1.7 MB bundle to export it: 200 ms and 30 MB at every start.
    const loaded = Object.keys(createRequire(import.meta.url).cache)
    expect(loaded.filter((file) => file.includes(`${path.sep}swagger-ui-dist${path.sep}`))).toEqual([])
  })

  it('serves the club configuration publicly', async () => {
    const club = await json(await fetch(`${server.api}/club`))
    expect(club).toMatchObject({ name: expect.any(String), productSlug: expect.any(String) })
  })
})

describe('headers', () => {
  it('sends API answers and errors the API set: they may load nothing and be framed by no one', async () => {
    const expected = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=15552000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    }
    const inProcess = await server.app.request(`${server.deps.config.apiRoot}/health`)
    const answers = [await fetch(`${server.api}/health`), await fetch(`${server.api}/no/such/route`), await post('/probe', '{"name": '), inProcess]
    expect(answers.map((res) => res.status)).toEqual([200, 404, 400, 200])
    for (const res of answers) {
      expect(Object.fromEntries(res.headers)).toMatchObject(expected)
      // The policies of pages do nothing on JSON, and would only cost bytes on every call.
      for (const documentOnly of ['permissions-policy', 'cross-origin-opener-policy', 'x-xss-protection']) expect(res.headers.has(documentOnly)).toBe(false)
    }
  })

  it('sends the API docs page the whole set of a page, with the policy it sets itself', async () => {
    const docs = await fetch(`${server.api}/docs`)
    expect(docs.status).toBe(200)
    expect(Object.fromEntries(docs.headers)).toMatchObject({
      'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'",
      ...PAGE_HEADERS,
    })
  })

  it('allows cross-origin calls only from listed origins', async () => {
    const listed = await fetch(`${server.api}/health`, { headers: { origin: 'https://partner.example' } })
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://partner.example')
    const other = await fetch(`${server.api}/health`, { headers: { origin: 'https://evil.example' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    for (const res of [listed, other]) expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding')
    const failed = await fetch(`${server.api}/no/such/route`, { headers: { origin: 'https://partner.example' } })
    expect(failed.headers.get('access-control-allow-origin')).toBe('https://partner.example')
  })

  it('answers the preflight of a listed origin with the methods and headers it may send', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.api}/probe`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } })
    const listed = await preflight('https://partner.example')
    expect(listed.status).toBe(204)
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://partner.example')
    expect(listed.headers.get('access-control-allow-methods')).toBe('GET,HEAD,PUT,POST,DELETE,PATCH,QUERY')
    expect(listed.headers.get('access-control-allow-headers')).toBe('Authorization,Content-Type,Idempotency-Key')
    expect(listed.headers.get('vary')).toBe('Origin, Access-Control-Request-Headers')
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull()
  })

  it('compresses larger answers for clients that accept it', async () => {
    const gzipped = await fetch(`${server.api}/openapi.json`, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('vary')).toBe('Origin, Accept-Encoding')
    expect((await json(gzipped)).openapi).toBe('3.1.0')
    const deflated = await fetch(`${server.api}/openapi.json`, { headers: { 'accept-encoding': 'br;q=1, deflate;q=0.5' } })
    expect(deflated.headers.get('content-encoding')).toBe('deflate')
    const plain = await fetch(`${server.api}/openapi.json`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Origin, Accept-Encoding')
    expect((await json(plain)).openapi).toBe('3.1.0')
  })

  it('sends smaller answers as they are, even to clients that accept compression', async () => {
    const res = await fetch(`${server.api}/health`, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding')
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({ status: 'ok', time: '2026-06-02T02:00:00.000Z' })
    expect(res.headers.get('content-length')).toBe(String(text.length))
  })

  it('logs each request without its query string', async () => {
    await fetch(`${server.api}/health?user=42&datems=1`)
    const line = server.logs.filter((l) => l.includes('"event":"request"')).at(-1) ?? ''
    expect(JSON.parse(line)).toMatchObject({ method: 'GET', path: '/api/health', status: 200 })
    expect(line).not.toContain('datems')
  })
})

describe('content', () => {
  it('serves seeded FAQ pages in both languages', async () => {
    const page = await json(await fetch(`${server.api}/content/pages/how-to-collect-points`))
    expect(page.title.en).toBe('How to collect points')
    expect(page.title.bm).toBe('Cara mengumpul mata')
  })

  it('answers a missing page with 404', async () => {
    expect((await fetch(`${server.api}/content/pages/nope`)).status).toBe(404)
  })

  it('serves seeded images, and nothing outside the file store', async () => {
    const club = await json(await fetch(`${server.api}/content/pages/how-to-collect-points`))
    expect(club.slug).toBe('how-to-collect-points')
    const brand = await fetch(`${server.api}/files/public/demo-brand-comfort.svg`)
    expect(brand.status).toBe(200)
    expect(brand.headers.get('content-type')).toBe('image/svg+xml')
    expect((await fetch(`${server.api}/files/public/..%2F..%2Fclub.sqlite`)).status).toBe(404)
  })
})
