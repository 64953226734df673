import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { openClubData } from './bootstrap.ts'
import { systemClock } from './clock.ts'
import { loadConfig } from './config.ts'
import { ensureAdminAccount } from './db/admins.ts'
import { answersPerTurn } from './http/answers-per-turn.ts'
import { batchedOutput, createLogger } from './logger.ts'
import { scheduleBulkUserRecovery } from './services/bulk-users.ts'
import { scheduleBatchRecovery } from './services/code-batches.ts'
import { scheduleEmailRetries } from './services/email-queue.ts'
import { scheduleHourlyJobs } from './services/hourly-jobs.ts'
import { scheduleMassCreditRecovery } from './services/mass-credit.ts'
import { startupWarnings } from './startup-warnings.ts'
import { serveWebApp } from './web-app.ts'

/** The club's one process: database, API and web app on one port. */
const config = loadConfig()
// Log lines are batched (logger.ts); messages for whoever runs the club go out at once, after them.
const stdout = batchedOutput()
const say = (text: string) => stdout.write(text, true)
// However the process ends (shutdown below, or a crash), the lines still waiting go out.
process.on('exit', stdout.flush)
const logger = createLogger(config.logLevel, stdout.write)
const clock = systemClock
const data = await openClubData(config, clock, logger)
const { db } = data

const admin = await ensureAdminAccount(db, { username: config.adminUsername, password: config.adminPassword }, clock.now())
if (admin.generatedPassword) {
  // Shown once, on the console only, so the first admin can sign in; it is never logged or stored.
  say(
    `\nAdmin account created. Username: ${config.adminUsername}  Password: ${admin.generatedPassword}\n` +
      'Keep it now: it will not be shown again. Set ADMIN_PASSWORD to choose your own.\n\n',
  )
}

const deps = { config, clock, logger, ...data }
// Code batches a restart (or, on PostgreSQL, another instance's death) interrupted carry on generating.
const stopBatchRecovery = scheduleBatchRecovery(deps)
// Mass credits and reversals a restart interrupted carry on from their rows' states.
const stopMassCreditRecovery = scheduleMassCreditRecovery(deps)
// Bulk user uploads a restart interrupted carry on from their rows' states.
const stopBulkUserRecovery = scheduleBulkUserRecovery(deps)
// Yearly tier reviews as members' reset dates come, and purges of what is kept only for a while.
const stopHourlyJobs = scheduleHourlyJobs(deps)
// Emails a failing mail server (or a restart) held up.
const stopEmailRetries = scheduleEmailRetries(data.messages)
const app = createApp(deps)
serveWebApp(app, config)

// A proxy or load balancer in front (README, Deployments) keeps idle connections for up to a
// minute: the club keeps them longer, so it never closes one just as a request comes on it, which
// the sender sees as "socket hang up" (Node's 5 s did that to an e2e request in CI). Headers may
// take a second more, as Node advises.
const KEEP_IDLE_CONNECTIONS_MS = 65_000
const serverOptions = { keepAliveTimeout: KEEP_IDLE_CONNECTIONS_MS, headersTimeout: KEEP_IDLE_CONNECTIONS_MS + 1_000 }
const server = serve({ fetch: answersPerTurn(app.fetch), port: config.port, hostname: config.host, serverOptions }, (info) => {
  say(`Kelab is running at http://localhost:${info.port}${config.basePath}en\n`)
  for (const warning of startupWarnings(config)) say(`${warning}\n`)
})

const shutdown = () => {
  stopHourlyJobs()
  stopBatchRecovery()
  stopMassCreditRecovery()
  stopBulkUserRecovery()
  stopEmailRetries()
  server.close(() => void db.destroy().then(() => process.exit(0)))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
