import { localMobileNumber, MOBILE_PATTERN } from '../../domain/identity-rules.ts'
import { businessDate } from '../../domain/business-time.ts'
import type { PartnerMember } from '../../domain/partner.ts'
import type { Database } from '../db/connection.ts'
import { memberBySignInName, newMemberBasics, verifiedMemberIdByNumber } from '../db/members.ts'
import { ApiError } from '../http/api-error.ts'

export interface PartnerLink {
  memberId: number
  uuid: string
  /** A club account was made for the partner member now (not found by its partner id or email). */
  created: boolean
}

/**
 * The club account of a partner mall member, made or linked (decision 137), inside the caller's
 * transaction: the one already linked to its partner id; else the verified member holding its
 * email, linked now (one linked to another partner member is a conflict); else a new member. A new
 * member is verified with its email proven (the partner vouches for both, as the brand does for a
 * bulk upload's phones) and no password: it signs in with the partner's. Its number is the
 * partner's phone, which must be a Malaysian mobile number no verified member holds. A new link
 * sets `ssoPopup`, so the dashboard tells the member once. Raced with itself, the unique indexes on
 * partner ids, proven emails and verified numbers (and SQLite's one writer, PostgreSQL's
 * serializable retry) make one member.
 */
export async function linkPartnerMember(trx: Database, partner: PartnerMember, at: Date): Promise<PartnerLink> {
  const now = at.toISOString()
  const linked = await trx.selectFrom('members').select(['id', 'uuid']).where('partnerMemberId', '=', partner.id).executeTakeFirst()
  if (linked) return { memberId: linked.id, uuid: linked.uuid, created: false }

  const holder = await memberBySignInName(trx, { email: partner.email })
  if (holder?.verifiedAt) {
    if (holder.partnerMemberId !== null) throw new ApiError(409, 'partnerAccountConflict')
    await trx.updateTable('members').set({ partnerMemberId: partner.id, ssoPopup: 1, updatedAt: now }).where('id', '=', holder.id).execute()
    return { memberId: holder.id, uuid: holder.uuid, created: false }
  }

  const number = localMobileNumber(partner.phone ?? '')
  if (!MOBILE_PATTERN.test(number) || (await verifiedMemberIdByNumber(trx, number)) !== undefined) throw new ApiError(409, 'partnerNumberUnusable')
  const today = businessDate(at)
  const member = await trx
    .insertInto('members')
    .values({
      ...newMemberBasics(today, today),
      // The partner's name as it keeps it; an account without one is called by its email's name.
      name: partner.name || partner.email.split('@')[0]!,
      number,
      email: partner.email,
      passwordHash: null,
      verifiedAt: now,
      emailVerifiedAt: now,
      ssoPopup: 1,
      partnerMemberId: partner.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow()
  return { memberId: member.id, uuid: member.uuid, created: true }
}
