import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { OUTBOX_FILE, type Message } from '../services/messages.ts'
import { waitFor } from './wait-for.ts'

export type OutboxEntry = Message & { createdAt: string }

export async function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  const text = await readFile(path.join(dataDir, OUTBOX_FILE), 'utf8').catch(() => '')
  // Only whole lines: the server may be halfway through appending the last one.
  const whole = text.slice(0, text.lastIndexOf('\n') + 1)
  return whole.split('\n').filter(Boolean).map((line) => JSON.parse(line) as OutboxEntry)
}

/** Messages leave after the answer, so wait for the one expected. */
export async function waitForMessage(dataDir: string, match: (m: OutboxEntry) => boolean, after = 0): Promise<OutboxEntry> {
  return waitFor(async () => (await readOutbox(dataDir)).slice(after).filter(match).at(-1), 'No such message in the outbox')
}

export async function lastOtp(dataDir: string, number: string, after = 0): Promise<string> {
  const sms = await waitForMessage(dataDir, (m) => m.channel === 'sms' && m.to === number, after)
  return /\b(\d{4})\b/.exec(sms.text)![1]!
}

/** The query of the last link emailed to an address: `user`, `datems` and `sig`. */
export async function lastLink(dataDir: string, email: string, page: string, after = 0): Promise<URL> {
  const mail = await waitForMessage(dataDir, (m) => m.channel === 'email' && m.to === email && m.text.includes(page), after)
  return new URL(/https?:\/\/\S+/.exec(mail.text)![0])
}

export const linkBody = (url: URL) => ({
  id: url.searchParams.get('user')!,
  datems: Number(url.searchParams.get('datems')),
  sig: url.searchParams.get('sig')!,
})
