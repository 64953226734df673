import { randomInt } from 'node:crypto'
import type { Member } from '../../domain/member.ts'
import { balanceOf } from '../services/ledger.ts'
import type { Database } from './connection.ts'

const REFERRAL_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** A referral code members can read out: 8 symbols with no 0/O or 1/I/L to confuse. */
export function newReferralCode(): string {
  return Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('')
}

/** The member as the API shows them to themselves. */
export async function memberView(db: Database, memberId: number): Promise<Member> {
  const m = await db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow()
  return {
    id: m.uuid,
    name: m.name,
    number: m.number,
    email: m.email,
    gender: m.gender,
    race: m.race,
    nationality: m.nationality,
    dob: m.dob,
    pregnancyStage: m.pregnancyStage,
    pregnancyStageUpdatedAt: m.pregnancyStageUpdatedAt,
    edb: m.edb,
    language: m.language,
    totalPoints: await balanceOf(db, m.id),
    tier: m.tier,
    tierResetDate: m.tierResetDate,
    referralCode: m.referralCode,
    allowRefer: m.allowRefer === 1,
    allowRequest: m.allowRequest === 1,
    promptFeedback: m.promptFeedback === 1,
    forceUpdated: m.forceUpdated === 1,
    ssoPopup: m.ssoPopup === 1,
    createdAt: m.createdAt,
  }
}
