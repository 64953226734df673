import { businessDate, businessDayStart } from '../../domain/business-time.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/connection.ts'
import { sameSignature, sign } from './tokens.ts'

export type LinkPurpose = 'verify' | 'reset'

export interface EmailLink {
  user: string
  datems: number
  sig: string
}

const PAGES: Record<LinkPurpose, string> = { verify: 'registration/confirm-and-verify', reset: 'password/reset' }

/**
 * A reset link also signs the password hash it is meant to replace (a salted hash, new with every
 * change), so once the password changes, by any path, every reset link made before is void.
 */
const signature = (secret: string, purpose: LinkPurpose, user: string, datems: number, passwordHash: string | null) =>
  sign(secret, purpose === 'reset' ? `reset.${user}.${datems}.${passwordHash ?? ''}` : `${purpose}.${user}.${datems}`)

/**
 * Makes a link for an email: it names the member and the moment it was made (`user`, `datems`, as
 * the spec has them) and carries a signature over both, so none can be altered or made up.
 */
export async function createEmailLink(
  trx: Database,
  secret: string,
  member: { id: number; uuid: string },
  purpose: LinkPurpose,
  at: Date,
): Promise<EmailLink> {
  let datems = at.getTime()
  // Two links in the same millisecond get distinct moments, so each row stays one link.
  for (;;) {
    const inserted = await trx
      .insertInto('emailLinks')
      .values({ memberId: member.id, purpose, datems })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows) === 1) break
    datems += 1
  }
  const { passwordHash } = await trx.selectFrom('members').select('passwordHash').where('id', '=', member.id).executeTakeFirstOrThrow()
  return { user: member.uuid, datems, sig: signature(secret, purpose, member.uuid, datems, passwordHash) }
}

export function emailLinkUrl(config: Config, purpose: LinkPurpose, link: EmailLink): string {
  const query = new URLSearchParams({ user: link.user, datems: String(link.datems), sig: link.sig })
  return `${config.publicUrl}${config.basePath}${PAGES[purpose]}?${query}`
}

/**
 * Spends a link: valid only with its own signature, on the Malaysian calendar day it was made, and
 * once; a reset link only while the password is the one it was made for. Returns the member's id,
 * or undefined for a link that is altered, stale or used.
 */
export async function useEmailLink(
  trx: Database,
  secret: string,
  purpose: LinkPurpose,
  link: { id: string; datems: number; sig: string },
  at: Date,
): Promise<number | undefined> {
  if (businessDate(new Date(link.datems)) !== businessDate(at) || link.datems > at.getTime()) return undefined
  const member = await trx.selectFrom('members').select(['id', 'passwordHash']).where('uuid', '=', link.id).executeTakeFirst()
  if (!member || !sameSignature(link.sig, signature(secret, purpose, link.id, link.datems, member.passwordHash))) return undefined
  const used = await trx
    .updateTable('emailLinks')
    .set({ usedAt: at.toISOString() })
    .where('memberId', '=', member.id)
    .where('purpose', '=', purpose)
    .where('datems', '=', link.datems)
    .where('usedAt', 'is', null)
    .executeTakeFirst()
  return Number(used.numUpdatedRows) === 1 ? member.id : undefined
}

/** Deletes the links made before today (Malaysian), which no longer work, answering how many. */
export async function purgeEmailLinks(db: Database, at: Date): Promise<number> {
  const result = await db.deleteFrom('emailLinks').where('datems', '<', businessDayStart(businessDate(at)).getTime()).executeTakeFirst()
  return Number(result.numDeletedRows)
}
