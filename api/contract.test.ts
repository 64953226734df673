import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTRACTS } from '../domain/contract/index.ts'
import { json } from './test-support/json.ts'
import { startTestServer, type TestServer } from './test-support/test-server.ts'

// The API serves its contracts (domain/contract), all of them and nothing else; its documents and
// manifest are not API routes.
const NOT_CONTRACTS = ['get /openapi.json', 'get /docs', 'get /docs/init.js', 'get /docs/swagger-ui.css', 'get /docs/swagger-ui-bundle.js']

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const METHODS = ['get', 'post', 'put', 'patch', 'delete']

describe('the HTTP contract', () => {
  it('is what the API serves: a contract for every route, a route for every contract', () => {
    const apiRoot = server.deps.config.apiRoot
    const served = server.app.routes
      // A wildcard path is middleware for a method (limitBody), not a route.
      .filter((r) => METHODS.includes(r.method.toLowerCase()) && r.path.startsWith(`${apiRoot}/`) && !r.path.endsWith('*'))
      .map((r) => `${r.method.toLowerCase()} ${r.path.slice(apiRoot.length).replace(/:(\w+)/g, '{$1}')}`)
    const contracted = CONTRACTS.map((c) => `${c.method} ${c.path}`)
    expect([...new Set(served)].filter((r) => !contracted.includes(r) && !NOT_CONTRACTS.includes(r)).sort(), 'routes without a contract').toEqual([])
    expect(contracted.filter((r) => !served.includes(r)).sort(), 'contracts no route serves').toEqual([])
    expect(contracted.filter((r, i) => contracted.indexOf(r) !== i), 'routes contracted twice').toEqual([])
  })

  it('documents a schema for every 2xx answer with a body', async () => {
    const document = await json(await fetch(`${server.api}/openapi.json`))
    const missing = Object.entries(document.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>).flatMap(
      ([path, operations]) =>
        Object.entries(operations).flatMap(([method, { responses }]) =>
          Object.entries(responses)
            .filter(([status, answer]) => status.startsWith('2') && status !== '204' && !Object.values(answer.content ?? {}).some((c) => c.schema))
            .map(([status]) => `${method} ${path} ${status}`),
        ),
    )
    expect(missing).toEqual([])
  })
})
