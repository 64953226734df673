import { MAX_FAILED_SIGNINS, SIGNIN_LOCK_MINUTES } from '../../domain/identity-rules.ts'
import type { Database } from '../db/connection.ts'
import { verifyPassword } from './passwords.ts'

/**
 * Whose sign-ins are counted: a member's wherever they come from (the spec's account lock), an
 * admin's per client address, so a stranger's guesses lock only the stranger.
 */
export interface SignInSubject {
  account: SignInAccount
  address: string
}
/** `partner:<email>`: an email the club does not know yet, whose partner mall password is being tried (decision 136). */
export type SignInAccount = `member:${number}` | `admin:${number}` | `partner:${string}`

export const memberAccount = (memberId: number): SignInAccount => `member:${memberId}`
export const adminAccount = (adminId: number): SignInAccount => `admin:${adminId}`
export const memberSubject = (memberId: number): SignInSubject => ({ account: memberAccount(memberId), address: '' })
export const adminSubject = (adminId: number, address: string): SignInSubject => ({ account: adminAccount(adminId), address })
export const partnerEmailSubject = (email: string): SignInSubject => ({ account: `partner:${email}`, address: '' })

export type SignInOutcome = 'ok' | 'wrong' | 'locked'

/**
 * Checks a password under the lock. The attempt is counted before the slow hash check, in one
 * atomic upsert, so parallel guesses each take their own number: only the first 5 are checked,
 * the 5th locks (unless it is right), and later ones answer locked without a check. A lock that
 * has run out starts the count again; the right password clears it.
 */
export async function passwordSignIn(
  db: Database,
  subject: SignInSubject,
  passwordHash: string,
  password: string,
  at: Date,
): Promise<SignInOutcome> {
  const attempt = await countSignInAttempt(db, subject, at)
  if (attempt > MAX_FAILED_SIGNINS) return 'locked'
  if (await verifyPassword(passwordHash, password)) {
    await clearSignInAttempts(db, subject)
    return 'ok'
  }
  return attemptOutcome(attempt)
}

/** A wrong password's answer: the attempt that reached the limit locked the account. */
export const attemptOutcome = (attempt: number): 'wrong' | 'locked' => (attempt === MAX_FAILED_SIGNINS ? 'locked' : 'wrong')

/**
 * Counts one attempt on the lock before its check, answering its number: past {@link MAX_FAILED_SIGNINS}
 * the account is locked and nothing may be checked. The attempt that reaches it starts the lock.
 */
export async function countSignInAttempt(db: Database, subject: SignInSubject, at: Date): Promise<number> {
  const now = at.toISOString()
  const lockEnd = new Date(at.getTime() + SIGNIN_LOCK_MINUTES * 60_000).toISOString()
  const { failed } = await db
    .insertInto('signInLocks')
    .values({ ...subject, failed: 1, lockedUntil: null })
    .onConflict((oc) =>
      oc.columns(['account', 'address']).doUpdateSet((eb) => ({
        failed: eb.case().when('signInLocks.lockedUntil', '<=', now).then(1).else(eb('signInLocks.failed', '+', 1)).end(),
        lockedUntil: eb
          .case()
          .when('signInLocks.lockedUntil', '>', now)
          .then(eb.ref('signInLocks.lockedUntil'))
          .when(eb.and([eb('signInLocks.lockedUntil', 'is', null), eb('signInLocks.failed', '>=', MAX_FAILED_SIGNINS - 1)]))
          .then(lockEnd)
          .else(null)
          .end(),
      })),
    )
    .returning('failed')
    .executeTakeFirstOrThrow()
  return failed
}

/** The right password: the count starts again. */
export async function clearSignInAttempts(db: Database, subject: SignInSubject): Promise<void> {
  await db.deleteFrom('signInLocks').where('account', '=', subject.account).where('address', '=', subject.address).execute()
}

/**
 * Takes back an attempt whose check could not be made (the partner mall did not answer): an outage
 * is no wrong password, so it neither counts nor locks. Only an attempt within the limit was
 * checked, so a lock it finds was the one this attempt started.
 */
export async function forgetSignInAttempt(db: Database, subject: SignInSubject): Promise<void> {
  await db.deleteFrom('signInLocks').where('account', '=', subject.account).where('address', '=', subject.address).where('failed', '<=', 1).execute()
  await db
    .updateTable('signInLocks')
    .set((eb) => ({ failed: eb('failed', '-', 1), lockedUntil: null }))
    .where('account', '=', subject.account)
    .where('address', '=', subject.address)
    .where('failed', '<=', MAX_FAILED_SIGNINS)
    .execute()
}

export async function isSignInLocked(db: Database, subject: SignInSubject, at: Date): Promise<boolean> {
  const lock = await db
    .selectFrom('signInLocks')
    .select('lockedUntil')
    .where('account', '=', subject.account)
    .where('address', '=', subject.address)
    .where('lockedUntil', '>', at.toISOString())
    .executeTakeFirst()
  return lock !== undefined
}

/** Lifts every lock on an account (all addresses): its owner proved who they are another way. */
export async function unlockSignIn(db: Database, account: SignInAccount): Promise<void> {
  await db.deleteFrom('signInLocks').where('account', '=', account).execute()
}

/**
 * Deletes the locks that have run out, answering how many: the next attempt would start the count
 * again anyway, as with no row. A count below the lock (no `lockedUntil`) stays, still in a row.
 */
export async function purgeSignInLocks(db: Database, at: Date): Promise<number> {
  const result = await db.deleteFrom('signInLocks').where('lockedUntil', '<=', at.toISOString()).executeTakeFirst()
  return Number(result.numDeletedRows)
}
