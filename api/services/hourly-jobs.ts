import type { Clock } from '../clock.ts'
import type { Database } from '../db/connection.ts'
import type { Logger } from '../logger.ts'
import { purgeIdempotencyKeys } from './idempotency.ts'
import type { PushNotifications } from './push-notifications.ts'
import { runTierReviews } from './tier-review.ts'

/** How often the server runs its upkeep: a tier review due at Malaysian midnight runs within the hour. */
const HOURLY_MS = 60 * 60 * 1000

interface JobDeps {
  db: Database
  clock: Clock
  logger: Logger
  push: PushNotifications
}

/**
 * The upkeep, in order. Each answers how much it did, and each is safe to run twice or in two
 * processes at once (see each), so a restart or a second instance never doubles anything.
 */
const JOBS: { name: string; run: (deps: JobDeps) => Promise<number> }[] = [
  { name: 'tier_reviews', run: ({ db, clock }) => runTierReviews(db, clock) },
  // The reviews' messages to members, and any a crash left unpushed.
  { name: 'inbox_pushes', run: ({ push }) => push.sendDue() },
  { name: 'idempotency_keys_purge', run: ({ db, clock }) => purgeIdempotencyKeys(db, clock.now()) },
]

/** Runs every job once; one that fails is logged and does not stop the others. */
export async function runHourlyJobs(deps: JobDeps): Promise<void> {
  for (const job of JOBS) {
    try {
      const count = await job.run(deps)
      if (count) deps.logger.info(`${job.name}_done`, { count })
    } catch (error) {
      deps.logger.error(`${job.name}_failed`, { error: (error as Error).message })
    }
  }
}

/** Runs the jobs now and then every hour, one run at a time; answers a function that stops it. */
export function scheduleHourlyJobs(deps: JobDeps): () => void {
  let running = false
  const run = async () => {
    if (running) return
    running = true
    await runHourlyJobs(deps).finally(() => (running = false))
  }
  void run()
  const timer = setInterval(() => void run(), HOURLY_MS)
  timer.unref() // never what keeps the process alive
  return () => clearInterval(timer)
}
