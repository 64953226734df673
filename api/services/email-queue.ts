import { businessDate, businessDayStart } from '../../domain/business-time.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/connection.ts'
import type { Logger } from '../logger.ts'
import type { Message, MessageSender } from './messages.ts'

/** Waits before the 2nd, 3rd, 4th and every later try; the last repeats until the email expires. */
export const EMAIL_RETRY_MINUTES = [1, 5, 15, 30]
/** How often the server looks for emails due another try. */
export const EMAIL_RETRY_INTERVAL_MS = 60_000
const EMAILS_PER_RUN = 50
const DAY_MS = 86_400_000

/** The end of the Malaysian day of `at`, when the links of an email made then stop working. */
const endOfBusinessDay = (at: Date) => new Date(businessDayStart(businessDate(at)).getTime() + DAY_MS)

/**
 * The email queue: each email is a row, delivered at once and tried again after a failure until it
 * is sent or the Malaysian day ends (its links die at midnight, so a late email would only
 * mislead). A try is claimed by one conditional update that also sets the next try's time, so of
 * several instances only one sends it, and a crash mid-send means one more try, not a lost email.
 */
export function createEmailQueue(db: Database, clock: Clock, logger: Logger, deliver: (m: Message) => Promise<void>) {
  const deliverDueOnce = async () => {
    const now = clock.now()
    const due = await db
      .selectFrom('emailQueue')
      .select(['id', 'recipient', 'subject', 'body', 'attempts'])
      .where('sentAt', 'is', null)
      .where('nextAttemptAt', '<=', now.toISOString())
      .where('expiresAt', '>', now.toISOString())
      .orderBy('id')
      .limit(EMAILS_PER_RUN)
      .execute()
    for (const email of due) {
      const wait = EMAIL_RETRY_MINUTES[Math.min(email.attempts, EMAIL_RETRY_MINUTES.length - 1)]! * 60_000
      const claimed = await db
        .updateTable('emailQueue')
        .set({ attempts: email.attempts + 1, nextAttemptAt: new Date(now.getTime() + wait).toISOString() })
        .where('id', '=', email.id)
        .where('attempts', '=', email.attempts)
        .where('sentAt', 'is', null)
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) continue // another instance is on it
      const sent = await deliver({ channel: 'email', to: email.recipient, subject: email.subject, text: email.body }).then(
        () => true,
        () => false, // logged by deliver; tried again after the wait
      )
      if (sent) await db.updateTable('emailQueue').set({ sentAt: clock.now().toISOString(), body: '' }).where('id', '=', email.id).execute()
    }
  }

  // One run at a time in this process; a call during a run makes it look again when it ends.
  let running: Promise<void> | undefined
  let again = false
  const deliverDue = (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      try {
        do {
          again = false
          await deliverDueOnce()
        } while (again)
      } catch (error) {
        logger.error('email_queue_failed', { error: (error as Error).message })
      } finally {
        running = undefined
      }
    })()
    return running
  }

  const add = async (m: Message): Promise<void> => {
    const at = clock.now()
    await db
      .insertInto('emailQueue')
      .values({
        recipient: m.to,
        subject: m.subject,
        body: m.text,
        nextAttemptAt: at.toISOString(),
        expiresAt: endOfBusinessDay(at).toISOString(),
        sentAt: null,
        createdAt: at.toISOString(),
      })
      .execute()
    void deliverDue()
  }

  return { add, deliverDue }
}

/** Tries queued emails at start (some may predate a restart) and then every minute. */
export function scheduleEmailRetries(messages: MessageSender): () => void {
  void messages.deliverQueuedEmails()
  const timer = setInterval(() => void messages.deliverQueuedEmails(), EMAIL_RETRY_INTERVAL_MS)
  timer.unref() // never what keeps the process alive
  return () => clearInterval(timer)
}

/**
 * Deletes the emails whose Malaysian day is over, answering how many: sent ones (their body is
 * already cleared) and unsent ones, which are not tried again as their links no longer work.
 */
export async function purgeEmailQueue(db: Database, at: Date): Promise<number> {
  const result = await db.deleteFrom('emailQueue').where('expiresAt', '<=', at.toISOString()).executeTakeFirst()
  return Number(result.numDeletedRows)
}
