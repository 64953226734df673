import { createHmac, hash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A bearer token: 256 random bits. Only its hash is stored, so a database leak yields no sessions. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The stored form of a token. One-shot `hash()`: every signed-in request hashes its token, and needs no Hash object for it. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex')
}

export function sign(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url')
}

export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
