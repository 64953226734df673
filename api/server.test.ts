import { mkdtemp, rm } from 'node:fs/promises'
import { Agent, get } from 'node:http'
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

it('keeps an idle connection open for 65 s, longer than a load balancer in front keeps it', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kelab-server-'))
  const agent = new Agent({ keepAlive: true })
  try {
    const server = await startChildServer(dataDir)
    // Node says how long it keeps the connection in the Keep-Alive header of each answer.
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      get(`${server.api}/health`, { agent }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.headers))
      }).on('error', reject)
    })
    await server.stop()
    expect(headers).toMatchObject({ connection: 'keep-alive', 'keep-alive': 'timeout=65' })
  } finally {
    agent.destroy()
    await rm(dataDir, { recursive: true, force: true })
  }
})
