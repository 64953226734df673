import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { startChildServer } from './test-support/child-server.ts'

it('has logged every request, in order, once it has shut down', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kelab-server-'))
  try {
    const server = await startChildServer(dataDir, undefined, { LOG_LEVEL: 'info' })
    const routes = Array.from({ length: 20 }, (_, i) => `/no-such-route-${i}`)
    for (const route of routes) await fetch(`${server.api}${route}`)
    await server.stop()
    const requests = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"event":"request"'))
      .map((line) => JSON.parse(line))
    expect(requests.map(({ path, status }) => ({ path, status }))).toEqual(routes.map((route) => ({ path: `/api${route}`, status: 404 })))
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
})
