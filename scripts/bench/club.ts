// The club as the browser benches run it: the built web app and the real API on one port, on a
// fresh SQLite data directory, and members signed up and signed in through that API (their OTPs
// read from outbox.jsonl, where the club puts texts when no SMS webhook is set).
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { buildWeb } from '../build-web.mjs'
import { SESSION_KEYS } from '../../web/lib/session-keys.ts'

/** The bootstrap admin of a bench's club (username `admin`, api/config.ts). */
export const BENCH_ADMIN = { username: 'admin', password: 'Bench-Admin-2026' }
const MEMBER_PASSWORD = 'BabyClub2026!'

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, () => server.close(() => resolve(true)))
  })

/** A port nothing listens on: the first free one of `range` when given, else one the system picks. */
export async function freePort(range?: { from: number; to: number }): Promise<number> {
  if (range) {
    for (let port = range.from; port <= range.to; port++) if (await isFree(port)) return port
    throw new Error(`no free port in ${range.from}-${range.to}`)
  }
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Asks `probe` every 100 ms until it answers something (its failures count as not yet). */
export async function poll<T>(what: string, probe: () => Promise<T | undefined>, limitMs = 30_000): Promise<T> {
  const end = Date.now() + limitMs
  for (;;) {
    const found = await probe().catch(() => undefined)
    if (found !== undefined) return found
    if (Date.now() > end) throw new Error(`${what}: not within ${limitMs} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

export interface Club {
  origin: string
  dataDir: string
  /** Stops the server and removes its data directory. */
  stop: () => Promise<void>
}

/**
 * Builds the web app if its sources changed and starts the club on `port` (a free one by default)
 * with a fresh data directory made in `dataParent` (the system's temporary folder by default).
 */
export async function startClub(name: string, options: { port?: number; dataParent?: string } = {}): Promise<Club> {
  buildWeb()
  const dataDir = await mkdtemp(path.join(options.dataParent ?? tmpdir(), `kelab-${name}-`))
  const port = options.port ?? (await freePort())
  const origin = `http://localhost:${port}`
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_USERNAME: BENCH_ADMIN.username, ADMIN_PASSWORD: BENCH_ADMIN.password },
    stdio: 'ignore',
  })
  // However the bench ends (a crash included), the server goes with it.
  const killServer = () => server.kill()
  process.on('exit', killServer)
  const stop = async () => {
    process.off('exit', killServer)
    if (server.exitCode === null && server.signalCode === null) {
      const exited = once(server, 'exit')
      server.kill()
      await exited
    }
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    await poll('server', async () => ((await fetch(`${origin}/api/health`)).ok ? true : undefined), 60_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, dataDir, stop }
}

export interface MemberSession {
  token: string
  /** The member as the sign-in answered it, which the app keeps in its session. */
  member: unknown
  email: string
}

let members = 0

/** A verified member signed up and signed in through the API. */
export async function newMember(club: Club, name = 'Bench Member'): Promise<MemberSession> {
  const serial = Date.now() + members++
  const number = `0117${String(serial).slice(-6)}`
  const email = `bench${serial}@example.com`
  const uniqueToken = `bench${number}`.padEnd(16, 'x').slice(0, 16)
  const post = (p: string, body: unknown) => fetch(`${club.origin}/api/${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const { uuid } = (await (await post('user/signup', { name, number, email, password: MEMBER_PASSWORD, dob: '1990-01-01', uniqueToken, acceptTerms: true })).json()) as { uuid: string }
  const otp = await poll('OTP text', async () => /\b(\d{4})\b/.exec((await readFile(path.join(club.dataDir, 'outbox.jsonl'), 'utf8')).split('\n').filter((l) => l.includes(number)).at(-1) ?? '')?.[1])
  await post('user/verify', { otp, number, id: uuid, uniqueToken })
  const { token, user } = (await (await post('user/signin', { email, password: MEMBER_PASSWORD })).json()) as { token: string; user: unknown }
  return { token, member: user, email }
}

/**
 * Puts a member's session into the app's localStorage as signing in does, from an API page so that
 * no app file is loaded (or cached) before the bench opens the page it measures.
 */
export async function storeSession(page: Page, origin: string, session: Pick<MemberSession, 'token' | 'member'>) {
  await page.goto(`${origin}/api/health`)
  await page.evaluate(
    ([keys, token, member]) => {
      localStorage.setItem(keys.token, token)
      localStorage.setItem(keys.type, 'user')
      localStorage.setItem(keys.member, JSON.stringify(member))
    },
    [SESSION_KEYS, session.token, session.member] as const,
  )
}
