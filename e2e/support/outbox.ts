import { expect } from '@playwright/test'
import { type OutboxEntry, readOutbox } from '../../api/test-support/outbox.ts'
import { E2E_DATA_DIR } from '../fixtures.ts'

/** The last message to `to` that matches, waiting for it to be sent. */
async function lastMessage(to: string, match: (m: OutboxEntry) => boolean): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined
  await expect.poll(async () => (found = (await readOutbox(E2E_DATA_DIR)).filter((m) => m.to === to && match(m)).at(-1))).toBeTruthy()
  return found!
}

/** The code in the last SMS to `number` (whose text matches `text`, to wait for one kind of code). */
export async function otpSentTo(number: string, text = /./): Promise<string> {
  const sms = await lastMessage(number, (m) => m.channel === 'sms' && text.test(m.text))
  return /\b(\d{4})\b/.exec(sms.text)![1]!
}

/** The code of the last password-reset SMS to `number` (sent instead of a link while the email is not proven). */
export async function resetCodeSentTo(number: string): Promise<string> {
  const sms = await lastMessage(number, (m) => m.channel === 'sms' && m.subject === 'Password reset code')
  return /\b(\d{4})\b/.exec(sms.text)![1]!
}

/** The last link emailed to `email` for `page`, as written. */
export async function emailedLink(email: string, page: string): Promise<URL> {
  const mail = await lastMessage(email, (m) => m.channel === 'email' && m.text.includes(page))
  return new URL(/https?:\/\/\S+/.exec(mail.text)![0])
}

/** The path and query of the last link emailed to `email` for `page`. */
export async function linkSentTo(email: string, page: string): Promise<string> {
  const url = await emailedLink(email, page)
  return `${url.pathname}${url.search}`
}
