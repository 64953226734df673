import { createHmac, timingSafeEqual } from 'node:crypto'
import { PARTNER_SIGNATURE_MINUTES } from '../../domain/partner.ts'
import type { Database } from '../db/connection.ts'
import { ApiError } from '../http/api-error.ts'

const WINDOW_MS = PARTNER_SIGNATURE_MINUTES * 60_000

/** A provisioning request's signature: `HMAC-SHA256(secret, timestamp + "." + raw body)` in hex, the timestamp in Unix seconds. */
export function partnerSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
}

/**
 * Checks a provisioning request's signature (decision 138), in constant time, then its timestamp
 * against the club's clock (±5 minutes). Answers the signature and when it may be forgotten: by
 * then the timestamp is stale anyway. Missing, malformed or not matching is one answer, so nothing
 * tells a forger which part was wrong.
 */
export function checkPartnerSignature(secret: string, timestamp: string | undefined, signature: string | undefined, body: string, at: Date): { signature: string; expiresAt: Date } {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature || !/^[0-9a-fA-F]{64}$/.test(signature)) throw new ApiError(401, 'partnerSignatureInvalid')
  const expected = Buffer.from(partnerSignature(secret, timestamp, body), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new ApiError(401, 'partnerSignatureInvalid')
  const signedAt = Number(timestamp) * 1000
  if (Math.abs(at.getTime() - signedAt) > WINDOW_MS) throw new ApiError(401, 'partnerSignatureStale')
  return { signature: signature.toLowerCase(), expiresAt: new Date(signedAt + WINDOW_MS) }
}

/** Takes a signature once: false when it was already taken (a replay). One insert, so two at once cannot both take it. */
export async function spendPartnerSignature(db: Database, signature: string, expiresAt: Date): Promise<boolean> {
  const result = await db.insertInto('partnerSignatures').values({ signature, expiresAt: expiresAt.toISOString() }).onConflict((oc) => oc.column('signature').doNothing()).executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
}

/** Forgets signatures whose window has passed: their timestamps are refused as stale before any replay check. */
export async function purgePartnerSignatures(db: Database, at: Date): Promise<number> {
  const result = await db.deleteFrom('partnerSignatures').where('expiresAt', '<=', at.toISOString()).executeTakeFirst()
  return Number(result.numDeletedRows)
}
