import { createDecipheriv, createECDH, hkdfSync, randomBytes, verify } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedPush {
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
}

export interface PushService {
  /** `http://127.0.0.1:PORT`: endpoints are this plus a path per device. */
  origin: string
  /** What each device's path answers; 201 (Created, as push services do) when not set. */
  statusOf: Map<string, number>
  /** Every push it got, whatever it answered. */
  received: ReceivedPush[]
  /** The pushes to one device's path. */
  pushesTo(path: string): ReceivedPush[]
  close(): Promise<void>
}

/** A local HTTP receiver standing in for a browser's push service (RFC 8030): it records each push. */
export async function startPushService(): Promise<PushService> {
  const service = { statusOf: new Map<string, number>(), received: [] as ReceivedPush[] }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = req.url ?? '/'
      service.received.push({ path, headers: req.headers, body: Buffer.concat(chunks) })
      res.writeHead(service.statusOf.get(path) ?? 201).end()
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return Object.assign(service, {
    origin: `http://127.0.0.1:${port}`,
    pushesTo: (path: string) => service.received.filter((p) => p.path === path),
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  })
}

/**
 * A browser's side of a push subscription: a P-256 key pair and an authentication secret. It
 * decrypts what is pushed to it as the browser would (RFC 8291 over RFC 8188 aes128gcm, one record).
 */
export function newPushDevice(endpoint: string) {
  const ecdh = createECDH('prime256v1')
  const publicKey = ecdh.generateKeys()
  const authSecret = randomBytes(16)
  return {
    subscription: { endpoint, keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') } },
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16)
      const keyIdLength = body[20]!
      const serverKey = body.subarray(21, 21 + keyIdLength)
      const record = body.subarray(21 + keyIdLength)
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey])
      const ikm = Buffer.from(hkdfSync('sha256', ecdh.computeSecret(serverKey), authSecret, keyInfo, 32))
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
      decipher.setAuthTag(record.subarray(-16))
      const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()])
      // The last record ends with the delimiter 2, then zero padding.
      const end = padded.findLastIndex((byte) => byte !== 0)
      if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm body')
      return padded.subarray(0, end).toString('utf8')
    },
  }
}

/**
 * Checks a VAPID Authorization header (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed
 * with ES256 by that key. Answers the key and the JWT's claims.
 */
export function readVapid(authorization: string | undefined): { key: string; claims: { aud: string; sub: string; exp: number } } {
  const match = authorization?.match(/^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/)
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`)
  const [, header, claims, signature, key] = match as unknown as [string, string, string, string, string]
  const raw = Buffer.from(key, 'base64url')
  const jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key: jwk, format: 'jwk', dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
  if (!signed) throw new Error('the VAPID JWT is not signed by its key')
  return { key, claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) }
}
