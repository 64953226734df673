import type { Member } from '../../domain/member.ts'
import { balanceOf } from '../services/ledger.ts'
import { randomSymbols } from '../services/random-symbols.ts'
import type { Database } from './connection.ts'

/** A referral code members can read out to friends. */
export function newReferralCode(): string {
  return randomSymbols(8)
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
