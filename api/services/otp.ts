import { createHash, randomInt } from 'node:crypto'
import type { Transaction } from 'kysely'
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '../../domain/identity-rules.ts'
import type { Database } from '../db/connection.ts'
import type { DB, OtpPurpose } from '../db/schema.ts'

/** At most this many OTPs a number may be sent in an hour, on top of the 60-second wait. */
export const OTP_SENDS_PER_HOUR = 5
const HOUR_MS = 3_600_000

const hashOtp = (otpId: number, code: string) => createHash('sha256').update(`${otpId}:${code}`).digest('hex')

/** A new OTP to text; or, when the number's limits allow no text now, the seconds until they do. */
export type IssuedOtp = { code: string } | { code: null; retryAfter: number }

/**
 * Issues a new 4-digit OTP for a member, voiding any earlier one, and counts the text to the
 * number: all of it only if the number's limits on texts allow one now. A code is good only for
 * what it was sent for: verifying a signup, or resetting a password.
 */
export async function issueOtp(trx: Transaction<DB>, memberId: number, number: string, purpose: OtpPurpose, at: Date): Promise<IssuedOtp> {
  const retryAfter = await countOtpSend(trx, number, at)
  if (retryAfter > 0) return { code: null, retryAfter }
  const now = at.toISOString()
  await trx.updateTable('otps').set({ consumedAt: now }).where('memberId', '=', memberId).where('consumedAt', 'is', null).execute()
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
  const expiresAt = new Date(at.getTime() + OTP_TTL_MINUTES * 60_000).toISOString()
  const { id } = await trx
    .insertInto('otps')
    .values({ memberId, purpose, number, codeHash: '', createdAt: now, expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx.updateTable('otps').set({ codeHash: hashOtp(id, code) }).where('id', '=', id).execute()
  return { code }
}

/**
 * Counts a text to a number if its limits allow one now, answering 0; else answers the seconds to
 * wait and counts nothing. The number's row in `otp_numbers` is written first, and the write holds
 * a lock until commit (SQLite's write lock; on PostgreSQL the row's lock, or for a new row its
 * key's), so parallel sends to one number read the count one after another, each seeing the texts
 * counted before it: of 10 at once, one is counted.
 */
async function countOtpSend(trx: Transaction<DB>, number: string, at: Date): Promise<number> {
  const now = at.toISOString()
  await trx
    .insertInto('otpNumbers')
    .values({ number, askedAt: now })
    .onConflict((oc) => oc.column('number').doUpdateSet({ askedAt: now }))
    .execute()
  const wait = await secondsUntilOtpResend(trx, number, at)
  if (wait === 0) await trx.insertInto('otpSends').values({ number, createdAt: now }).execute()
  return wait
}

/**
 * Takes back the last text counted for a number, when it could not be sent: the member may ask
 * again at once, and a gateway that is down uses up none of the number's texts for the hour. The
 * text stays counted while it is being sent, so no other can be counted meanwhile (the 60-second
 * wait outlasts SMS_TIMEOUT_MS): the last row is this text's.
 */
export async function uncountOtpSend(db: Database, number: string): Promise<void> {
  await db
    .deleteFrom('otpSends')
    .where('id', '=', (eb) => eb.selectFrom('otpSends').select((s) => s.fn.max('id').as('id')).where('number', '=', number))
    .execute()
}

/** Seconds until this number may be sent another OTP (0 when it may now); only its last hour of texts counts. */
export async function secondsUntilOtpResend(db: Database, number: string, at: Date): Promise<number> {
  const hourAgo = new Date(at.getTime() - HOUR_MS).toISOString()
  const recent = await db
    .selectFrom('otpSends')
    .select('createdAt')
    .where('number', '=', number)
    .where('createdAt', '>', hourAgo)
    .orderBy('createdAt', 'desc')
    .execute()
  const last = recent[0]
  if (!last) return 0
  const sinceLast = (at.getTime() - Date.parse(last.createdAt)) / 1000
  if (sinceLast < OTP_RESEND_SECONDS) return Math.ceil(OTP_RESEND_SECONDS - sinceLast)
  if (recent.length >= OTP_SENDS_PER_HOUR) return Math.ceil((Date.parse(recent.at(-1)!.createdAt) + HOUR_MS - at.getTime()) / 1000)
  return 0
}

export type OtpCheck = 'ok' | 'invalid' | 'expired'

/**
 * Checks a code against the member's live OTP: single use, 10 minutes, and the 5th wrong try voids
 * it. A wrong try is counted even though the caller answers with an error, so run it in a
 * transaction that commits either way.
 */
export async function checkOtp(trx: Database, memberId: number, purpose: OtpPurpose, code: string, at: Date): Promise<OtpCheck> {
  const now = at.toISOString()
  const otp = await trx
    .selectFrom('otps')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('purpose', '=', purpose)
    .where('consumedAt', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst()
  if (!otp || otp.expiresAt <= now || otp.attempts >= OTP_MAX_ATTEMPTS) return 'expired'
  if (otp.codeHash !== hashOtp(otp.id, code)) {
    const attempts = otp.attempts + 1
    await trx
      .updateTable('otps')
      .set({ attempts, consumedAt: attempts >= OTP_MAX_ATTEMPTS ? now : null })
      .where('id', '=', otp.id)
      .execute()
    return 'invalid'
  }
  const used = await trx.updateTable('otps').set({ consumedAt: now }).where('id', '=', otp.id).where('consumedAt', 'is', null).executeTakeFirst()
  return Number(used.numUpdatedRows) === 1 ? 'ok' : 'expired'
}

/**
 * Deletes what the limits on texts no longer read, answering how many rows: texts counted more than
 * an hour ago (only the last hour counts) and the rows of numbers not asked for within the hour.
 */
export async function purgeOtpSends(db: Database, at: Date): Promise<number> {
  const hourAgo = new Date(at.getTime() - HOUR_MS).toISOString()
  const sends = await db.deleteFrom('otpSends').where('createdAt', '<', hourAgo).executeTakeFirst()
  const numbers = await db.deleteFrom('otpNumbers').where('askedAt', '<', hourAgo).executeTakeFirst()
  return Number(sends.numDeletedRows) + Number(numbers.numDeletedRows)
}

/**
 * Deletes expired OTPs, used or not, answering how many. Nothing reads one after it expires: a
 * member has at most one live OTP (a new one voids the rest), and checking finds none either way.
 */
export async function purgeOtps(db: Database, at: Date): Promise<number> {
  const result = await db.deleteFrom('otps').where('expiresAt', '<=', at.toISOString()).executeTakeFirst()
  return Number(result.numDeletedRows)
}
