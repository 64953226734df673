import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_HEADERS } from './test-support/page-headers.ts'
import { startTestServer, type TestServer } from './test-support/test-server.ts'

let dist: string
let server: TestServer
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'kelab-dist-'))
  await mkdir(path.join(dist, 'assets'))
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Club</title>')
  await writeFile(path.join(dist, 'assets', 'core-abc.js'), 'x'.repeat(5000))
  await writeFile(path.join(dist, 'assets', 'core-abc.js.br'), 'compressed')
  await writeFile(path.join(dist, 'assets', 'eng.traineddata-abc.gz'), 'trained data')
  server = await startTestServer({ env: { WEB_DIST: dist }, webApp: true })
})
afterAll(async () => {
  await server.close()
  await rm(dist, { recursive: true, force: true })
})

const origin = () => new URL(server.api).origin

describe('the built web app', () => {
  it('serves a compressed copy with the size the page will read, for download progress', async () => {
    const res = await fetch(`${origin()}/assets/core-abc.js`, { headers: { 'Accept-Encoding': 'br' } })
    expect(res.headers.get('Content-Encoding')).toBe('br')
    expect(res.headers.get('X-Decoded-Length')).toBe('5000')
    expect(res.headers.get('Cache-Control')).toContain('immutable')
  })

  it('sends the security policy with pages, and only nosniff with hashed assets', async () => {
    const page = await fetch(`${origin()}/en`)
    expect(Object.fromEntries(page.headers)).toMatchObject({
      'content-security-policy':
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self' blob:; media-src 'self' blob:; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
      ...PAGE_HEADERS,
    })
    const asset = await fetch(`${origin()}/assets/core-abc.js`)
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
    expect(asset.headers.get('content-security-policy')).toBeNull()
    expect(asset.headers.get('x-frame-options')).toBeNull()
  })

  it('sends no such size when the file is sent as it is', async () => {
    const plain = await fetch(`${origin()}/assets/core-abc.js`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('Content-Length')).toBe('5000')
    expect(plain.headers.get('X-Decoded-Length')).toBeNull()
    const data = await fetch(`${origin()}/assets/eng.traineddata-abc.gz`)
    expect(data.headers.get('Content-Length')).toBe('12')
    expect(data.headers.get('X-Decoded-Length')).toBeNull()
  })
})
