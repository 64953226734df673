import { appendFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Clock } from '../clock.ts'
import type { Config } from '../config.ts'
import type { Logger } from '../logger.ts'

export interface Message {
  channel: 'sms' | 'email'
  to: string
  subject: string
  text: string
}

/** Sends SMS (OTPs) and email (verification and reset links). */
export interface MessageSender {
  send(message: Message): Promise<void>
}

export const OUTBOX_FILE = 'outbox.jsonl'

/** Hides most of an address so logs can tell messages apart without holding anyone's details. */
export function maskRecipient(to: string): string {
  const [local, domain] = to.split('@')
  if (domain !== undefined) return `${local!.slice(0, 2)}***@${domain}`
  return `${to.slice(0, 3)}****${to.slice(-2)}`
}

/**
 * Email by SMTP when SMTP_URL is set, SMS by POSTing JSON to SMS_WEBHOOK_URL when set; whatever has
 * no transport is appended as one JSON line to outbox.jsonl in the data directory, where a local run
 * and the tests read OTPs and links. Logs name the channel and a masked recipient, never the text.
 */
export function createMessageSender(config: Config, clock: Clock, logger: Logger): MessageSender {
  const outbox = path.join(config.dataDir, OUTBOX_FILE)
  const mailer = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined

  const deliver = async (m: Message): Promise<'smtp' | 'webhook' | 'outbox'> => {
    if (m.channel === 'email' && mailer) {
      await mailer.sendMail({ from: config.mailFrom, to: m.to, subject: m.subject, text: m.text })
      return 'smtp'
    }
    if (m.channel === 'sms' && config.smsWebhookUrl) {
      const res = await fetch(config.smsWebhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: m.to, text: m.text }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`)
      return 'webhook'
    }
    await appendFile(outbox, `${JSON.stringify({ ...m, createdAt: clock.now().toISOString() })}\n`)
    return 'outbox'
  }

  return {
    async send(message) {
      const via = await deliver(message)
      logger.info('message_sent', { channel: message.channel, to: maskRecipient(message.to), via })
    },
  }
}
