import type { Language } from '../../domain/languages.ts'
import type { Database } from '../db/connection.ts'

/** A verified member whose unproven email another member proved: they are told by SMS. */
export interface ReleasedEmail {
  email: string
  number: string
  language: Language
}

/**
 * A link emailed to the member was opened, so the email is theirs (the identity ruling: only its
 * link proves an email). Everyone else holding it unproven loses it: verified members keep their
 * account under their number and are returned to be told; pending signups go on without an email.
 * Runs in the caller's transaction. Undefined when the member holds no email any more (another
 * proved it since the link was sent): the link proves nothing then.
 */
export async function proveEmail(trx: Database, memberId: number, at: Date): Promise<ReleasedEmail[] | undefined> {
  const { email, emailVerifiedAt } = await trx.selectFrom('members').select(['email', 'emailVerifiedAt']).where('id', '=', memberId).executeTakeFirstOrThrow()
  if (email === null) return undefined
  if (emailVerifiedAt) return []
  const now = at.toISOString()
  const holders = await trx.selectFrom('members').select(['number', 'language', 'verifiedAt']).where('email', '=', email).where('id', '!=', memberId).execute()
  await trx.updateTable('members').set({ email: null, updatedAt: now }).where('email', '=', email).where('id', '!=', memberId).execute()
  await trx.updateTable('members').set({ emailVerifiedAt: now, updatedAt: now }).where('id', '=', memberId).execute()
  return holders.filter((h) => h.verifiedAt).map((h) => ({ email, number: h.number, language: h.language }))
}
