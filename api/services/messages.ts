import { appendFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Clock } from '../clock.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/connection.ts'
import type { Logger } from '../logger.ts'
import { createEmailQueue } from './email-queue.ts'

export interface Message {
  channel: 'sms' | 'email'
  to: string
  subject: string
  text: string
}

/**
 * Sends SMS (OTPs) and email (verification and reset links). An SMS goes out at once and `send`
 * rejects when it could not be sent, so the member is told while waiting for it. An email is
 * queued in the database and `send` resolves once it is stored: delivery starts at once and is
 * retried (email-queue.ts), so a mail server that is down loses nothing.
 */
export interface MessageSender {
  send(message: Message): Promise<void>
  /** Delivers the queued emails that are due: after each new one, on a timer, and in tests. */
  deliverQueuedEmails(): Promise<void>
}

export const OUTBOX_FILE = 'outbox.jsonl'

/** A mail server that stops answering must not hold the queue for the 10 minutes nodemailer would wait. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

/** Hides most of an address so logs can tell messages apart without holding anyone's details. */
export function maskRecipient(to: string): string {
  const [local, domain] = to.split('@')
  if (domain !== undefined) return `${local!.slice(0, 2)}***@${domain}`
  return `${to.slice(0, 3)}****${to.slice(-2)}`
}

class WebhookRefused extends Error {
  constructor(status: number) {
    super(`status ${status}`)
  }
}

/** Why a send failed, safe to log: a status or an error code, never a server's reply, which may quote the message. */
function failureReason(error: unknown): string {
  if (error instanceof WebhookRefused) return error.message
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout'
  const e = error as { code?: unknown; responseCode?: unknown; cause?: { code?: unknown } }
  const parts = [e.code ?? e.cause?.code ?? 'error', e.responseCode]
  return parts.filter((p) => typeof p === 'string' || typeof p === 'number').join(' ')
}

/**
 * Email by SMTP when SMTP_URL is set, SMS by POSTing JSON to SMS_WEBHOOK_URL when set; whatever has
 * no transport is appended as one JSON line to outbox.jsonl in the data directory, where a local run
 * and the tests read OTPs and links. Logs name the channel and a masked recipient, never the text.
 */
export function createMessageSender(config: Config, clock: Clock, logger: Logger, db: Database): MessageSender {
  const outbox = path.join(config.dataDir, OUTBOX_FILE)
  const mailer = config.smtpUrl ? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }) : undefined

  const transport = async (m: Message): Promise<'smtp' | 'webhook' | 'outbox'> => {
    if (m.channel === 'email' && mailer) {
      await mailer.sendMail({ from: config.mailFrom, to: m.to, subject: m.subject, text: m.text, date: clock.now() })
      return 'smtp'
    }
    if (m.channel === 'sms' && config.smsWebhookUrl) {
      const res = await fetch(config.smsWebhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: m.to, text: m.text }),
        signal: AbortSignal.timeout(config.smsTimeoutMs),
      })
      await res.body?.cancel()
      if (!res.ok) throw new WebhookRefused(res.status)
      return 'webhook'
    }
    await appendFile(outbox, `${JSON.stringify({ ...m, createdAt: clock.now().toISOString() })}\n`)
    return 'outbox'
  }

  const deliver = async (m: Message): Promise<void> => {
    const fields = { channel: m.channel, to: maskRecipient(m.to) }
    try {
      logger.info('message_sent', { ...fields, via: await transport(m) })
    } catch (error) {
      logger.error('message_failed', { ...fields, reason: failureReason(error) })
      throw error
    }
  }

  const emails = createEmailQueue(db, clock, logger, deliver)
  return {
    send: (m) => (m.channel === 'email' ? emails.add(m) : deliver(m)),
    deliverQueuedEmails: emails.deliverDue,
  }
}
