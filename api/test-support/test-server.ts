import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp, type App } from '../app.ts'
import { openClubData } from '../bootstrap.ts'
import { ManualClock } from '../clock.ts'
import { loadConfig, type Config } from '../config.ts'
import type { AppDeps } from '../deps.ts'
import { answersPerTurn } from '../http/answers-per-turn.ts'
import { createLogger } from '../logger.ts'
import { checkingAnswers } from './contract-check.ts'
import { newTestDatabase } from './test-database.ts'
import { serveWebApp } from '../web-app.ts'

export interface TestServer {
  /** `{api_root}` of the running server, e.g. http://127.0.0.1:41234/api */
  api: string
  /**
   * The app itself, for requests made in-process (`app.request`): parallel ones then interleave at
   * every await, as they would with a database across a network. Over a socket a request's SQLite
   * work runs without a break until it waits for real I/O, hiding races PostgreSQL would show.
   */
  app: App
  deps: AppDeps
  clock: ManualClock
  /** Every line the app logged, to check that nothing secret is in them. */
  logs: string[]
  close(): Promise<void>
}

export interface TestServerOptions {
  env?: Record<string, string>
  /** Adds routes before the server starts (used to probe shared machinery). */
  extend?: (app: App, deps: AppDeps) => void
  /** Where the clock starts; by default a Tuesday mid-morning in Kuala Lumpur, away from double-point days and month ends. */
  startAt?: Date | string
  /** Serves the built web app (WEB_DIST) beside the API, as the real server does: for e2e tests that need a server of their own. */
  webApp?: boolean
}

/**
 * A real server on a random localhost port over a fresh database: a SQLite file in a temporary data
 * directory, or on the PostgreSQL run (`api-postgres`) a database of its own on the test server.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kelab-test-'))
  const database = await newTestDatabase()
  const config: Config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', ...(database.url && { DATABASE_URL: database.url }), ...options.env })
  const logs: string[] = []
  const logger = createLogger('info', (line) => logs.push(line))
  const clock = new ManualClock(options.startAt ?? '2026-06-02T02:00:00Z')
  const data = await openClubData(config, clock, logger)
  const deps: AppDeps = { config, clock, logger, ...data }
  const app = createApp(deps)
  // In-process requests (`app.request`) go through `fetch` too.
  app.fetch = checkingAnswers(app.fetch, config.apiRoot)
  options.extend?.(app, deps)
  if (options.webApp) serveWebApp(app, config)
  // As api/server.ts serves the club.
  const server = serve({ fetch: answersPerTurn(app.fetch), port: 0, hostname: '127.0.0.1' })
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    api: `http://127.0.0.1:${port}${config.apiRoot}`,
    app,
    deps,
    clock,
    logs,
    async close() {
      await new Promise((resolve) => server.close(resolve))
      await data.db.destroy()
      await database.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
