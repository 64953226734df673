import { once } from 'node:events'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PartnerMember } from '../../domain/partner.ts'
import { partnerSignature } from '../services/partner-signatures.ts'

/** How the partner answers: as its API should, 500 to everything, or never (until it is closed). */
export type PartnerMode = 'ok' | 'fail' | 'hang'

export interface PartnerServer {
  /** The environment that points the club at this partner. */
  env: Record<string, string>
  mode: PartnerMode
  /** Every `/members/verify` request it got, whatever it answered. */
  requests: number
  /** Adds a partner member with its partner password. */
  addMember(member: PartnerMember, password: string): void
  close(): Promise<void>
}

const CLIENT_ID = 'kelab-club'
const CLIENT_SECRET = 'partner-client-secret'
export const PARTNER_SIGNING_SECRET = 'partner-signing-secret-of-32-chars-or-more'

/**
 * A local HTTP server standing in for the partner mall's API (decision 136): `POST /members/verify`
 * with the club's Basic credentials and `{email, password}` answers 200 with the member, 401 for a
 * wrong password, 404 for an unknown email; other credentials get 403. It can fail or hang.
 */
export async function startPartnerServer(): Promise<PartnerServer> {
  const members = new Map<string, { member: PartnerMember; password: string }>()
  const hanging: ServerResponse[] = []
  const partner = { mode: 'ok' as PartnerMode, requests: 0 }
  const expectedAuth = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.url !== '/members/verify' || req.method !== 'POST') return void res.writeHead(404).end()
      partner.requests++
      if (partner.mode === 'hang') return void hanging.push(res)
      if (partner.mode === 'fail') return void res.writeHead(500).end('partner down')
      if (req.headers.authorization !== expectedAuth) return void res.writeHead(403).end()
      const { email, password } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { email: string; password: string }
      const found = members.get(email.toLowerCase())
      if (!found) return void res.writeHead(404).end()
      if (found.password !== password) return void res.writeHead(401).end()
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found.member))
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo

  return Object.assign(partner, {
    env: {
      PARTNER_API_URL: `http://127.0.0.1:${port}/`,
      PARTNER_CLIENT_ID: CLIENT_ID,
      PARTNER_CLIENT_SECRET: CLIENT_SECRET,
      PARTNER_SIGNING_SECRET,
    },
    addMember: (member: PartnerMember, password: string) => void members.set(member.email.toLowerCase(), { member, password }),
    close: async () => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  })
}

/** The headers of a provisioning request signed at `at` (Unix seconds) with `secret`, as the partner mall sends them. */
export function partnerHeaders(body: unknown, at: Date, secret = PARTNER_SIGNING_SECRET): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000))
  return { 'x-partner-timestamp': timestamp, 'x-partner-signature': partnerSignature(secret, timestamp, JSON.stringify(body)) }
}
