import type { Clock } from '../clock.ts'
import type { Database } from '../db/connection.ts'
import { purgeCodeAttempts } from '../db/fraud-signals.ts'
import { purgeRateLimits } from '../db/rate-limits.ts'
import { purgeTrackingEvents } from '../db/tracking-events.ts'
import type { Logger } from '../logger.ts'
import { creditBirthdayGifts } from './birthday-gifts.ts'
import { purgeEmailLinks } from './email-links.ts'
import { purgeEmailQueue } from './email-queue.ts'
import { purgeIdempotencyKeys } from './idempotency.ts'
import { sendMembershipNotices } from './membership.ts'
import { purgeOtps, purgeOtpSends } from './otp.ts'
import { purgePartnerSignatures } from './partner-signatures.ts'
import { purgeSignInLocks } from './password-sign-in.ts'
import type { PushNotifications } from './push-notifications.ts'
import { purgeSessions } from './sessions.ts'
import { STAGED_UPLOAD_GRACE_MS, sweepStagedUploads } from './staged-uploads.ts'
import type { FileStore } from './file-store.ts'
import { runTierReviews } from './tier-review.ts'

/** How often the server runs its upkeep: a tier review due at Malaysian midnight runs within the hour. */
const HOURLY_MS = 60 * 60 * 1000

interface JobDeps {
  db: Database
  files: FileStore
  clock: Clock
  logger: Logger
  push: PushNotifications
}

interface Job {
  name: string
  run: (deps: JobDeps) => Promise<number>
}

/** A purge of rows nothing reads any more: one conditional delete, so running it twice is harmless. */
const purge = (what: string, run: (db: Database, at: Date) => Promise<number>): Job => ({ name: `${what}_purge`, run: ({ db, clock }) => run(db, clock.now()) })

/**
 * The upkeep, in order. Each answers how much it did, and each is safe to run twice or in two
 * processes at once (see each), so a restart or a second instance never doubles anything.
 */
const JOBS: Job[] = [
  { name: 'tier_reviews', run: ({ db, clock }) => runTierReviews(db, clock) },
  // After the reviews, so a gift due on a review day counts the tier it gave.
  { name: 'birthday_gifts', run: ({ db, clock }) => creditBirthdayGifts(db, clock) },
  { name: 'membership_notices', run: ({ db, clock }) => sendMembershipNotices(db, clock) },
  // The reviews' and notices' messages to members, and any a crash left unpushed.
  { name: 'inbox_pushes', run: ({ push }) => push.sendDue() },
  purge('idempotency_keys', purgeIdempotencyKeys),
  purge('otp_sends', purgeOtpSends),
  purge('otps', purgeOtps),
  purge('email_links', purgeEmailLinks),
  purge('email_queue', purgeEmailQueue),
  purge('sign_in_locks', purgeSignInLocks),
  purge('sessions', purgeSessions),
  purge('rate_limits', purgeRateLimits),
  purge('code_attempts', purgeCodeAttempts),
  purge('partner_signatures', purgePartnerSignatures),
  purge('tracking_events', purgeTrackingEvents),
  // Uploads an instance's crash left in staging (FILES_DIR may be shared by several instances).
  { name: 'staged_uploads', run: async ({ db, files }) => Object.values(await sweepStagedUploads(db, files, STAGED_UPLOAD_GRACE_MS)).reduce((a, b) => a + b) },
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
