import webpush from 'web-push'
import type { Clock } from '../clock.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/connection.ts'
import { claimPush, duePushes } from '../db/inbox.ts'
import { forgetPushSubscription, livePushTargets, type PushTarget } from '../db/push-subscriptions.ts'
import type { Logger } from '../logger.ts'
import { inboxText } from './inbox-texts.ts'

/** Messages read per query; the sender asks again until none is left. */
const PUSHES_PER_QUERY = 100
/** A message not pushed within this (push was off, or a crash came between) stays in the inbox unpushed: news an hour late is noise. */
const PUSH_MAX_AGE_MS = 60 * 60 * 1000
/** How long a push service keeps a message for a phone that is off. */
const PUSH_TTL_SECONDS = 24 * 60 * 60
const PUSH_TIMEOUT_MS = 10_000

/**
 * Web Push for inbox messages. Messages are written in the event's transaction marked due; after
 * the commit the writer calls `sendDue`, which claims each due message (so of several callers or
 * processes one pushes it) and pushes it to its member's signed-in devices, in their language.
 * Off (nothing sent, due marks cleared) without VAPID keys.
 */
export interface PushNotifications {
  /** The VAPID public key browsers subscribe with; null when push is off. */
  publicKey: string | null
  /**
   * Pushes every message due when it is called; never rejects (failures are logged). One run at a
   * time: a call during a run resolves after one more run, which takes what was written since.
   * Answers how many pushes that run delivered.
   */
  sendDue(): Promise<number>
}

/** Why a push failed, safe to log: a status or an error code; the endpoint's path identifies the device and is never logged. */
function failureReason(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout'
  const e = error as { code?: unknown; cause?: { code?: unknown } }
  const code = e.code ?? e.cause?.code
  return typeof code === 'string' ? code : 'error'
}

export function createPushNotifications(config: Config, db: Database, clock: Clock, logger: Logger): PushNotifications {
  const vapid = config.push
  if (vapid) {
    // Malformed keys stop the start, rather than every push later.
    try {
      webpush.getVapidHeaders('https://push.example', vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm')
    } catch (error) {
      throw new Error(`Invalid configuration: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: ${(error as Error).message}`, { cause: error })
    }
  }

  /** One encrypted push (RFC 8291, aes128gcm) with a VAPID signature (RFC 8292); sent by fetch, so any push service URL works. */
  const push = async (target: PushTarget, payload: string): Promise<boolean> => {
    const service = new URL(target.endpoint).host
    try {
      const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
      })
      // fetch counts the length itself.
      const headers = Object.fromEntries(Object.entries(request.headers).flatMap(([name, value]) => (name === 'Content-Length' ? [] : [[name, String(value)]])))
      const res = await fetch(request.endpoint, { method: 'POST', headers, body: request.body, signal: AbortSignal.timeout(PUSH_TIMEOUT_MS) })
      await res.body?.cancel()
      if (res.status === 404 || res.status === 410) {
        // The browser unsubscribed or the subscription expired: it will never take a push again.
        await forgetPushSubscription(db, target.endpoint)
        logger.info('push_subscription_gone', { service, status: res.status })
        return false
      }
      if (!res.ok) {
        logger.error('push_failed', { service, status: res.status })
        return false
      }
      return true
    } catch (error) {
      logger.error('push_failed', { service, reason: failureReason(error) })
      return false
    }
  }

  const run = async (): Promise<number> => {
    let pushed = 0
    try {
      for (;;) {
        const due = await duePushes(db, PUSHES_PER_QUERY)
        for (const message of due) {
          if (!(await claimPush(db, message.id))) continue
          const now = clock.now()
          if (!vapid || now.getTime() - Date.parse(message.createdAt) > PUSH_MAX_AGE_MS) continue
          const payload = JSON.stringify({ ...inboxText(message.language, message.message), url: `${config.basePath}inbox`, tag: `inbox-${message.id}` })
          for (const target of await livePushTargets(db, message.memberId, now)) if (await push(target, payload)) pushed++
        }
        if (due.length < PUSHES_PER_QUERY) return pushed
      }
    } catch (error) {
      logger.error('push_run_failed', { error: (error as Error).message })
      return pushed
    }
  }

  let running: Promise<number> | null = null
  let following: Promise<number> | null = null
  const sendDue = (): Promise<number> => {
    if (!running) {
      running = run().finally(() => (running = null))
      return running
    }
    following ??= running.then(() => {
      following = null
      return sendDue()
    })
    return following
  }

  return { publicKey: vapid?.publicKey ?? null, sendDue }
}
