import { businessDate } from '../../domain/business-time.ts'
import { type Signup } from '../../domain/identity.ts'
import { MAX_REFERRALS_PER_MONTH, signupDateProblems } from '../../domain/identity-rules.ts'
import { newMemberBasics } from '../db/members.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { isKnownArea } from './area.ts'
import { createEmailLink, type EmailLink } from './email-links.ts'
import { isDeviceTaken, referralsThisMonth } from './member-activation.ts'
import { issueOtp } from './otp.ts'
import { hashPassword } from './passwords.ts'
import { linkSignupTicket } from './social-tickets.ts'
import { newToken } from './tokens.ts'
import { inTransaction } from '../db/transaction.ts'

export interface SignupOutcome {
  member: { id: number; uuid: string; referralCode: string }
  otp: string
  link: EmailLink
  /** The device cookie's value: the one the browser sent, or a new one. */
  device: string
}

/**
 * Creates an account awaiting verification, with an OTP and an email link to verify it. Every rule
 * of spec 1 §5 is checked here, whatever the form did. An email someone proved, or the number of a
 * verified member, is refused. A pending signup with the same email or number is replaced only from
 * the device that made it: from another device it stays, so no one who knows an email or number can
 * wipe someone else's signup; the first of the two to verify then takes the number.
 */
export async function registerMember({ db, clock, linkSecret }: AppDeps, s: Signup, sentDevice: string | undefined): Promise<SignupOutcome> {
  const at = clock.now()
  const today = businessDate(at)
  const [dateProblem] = signupDateProblems(s, today)
  if (dateProblem) throw new ApiError(422, dateProblem.code)
  if (s.address && !isKnownArea(s.address.state, s.address.city, s.address.postcode)) throw new ApiError(422, 'invalidAddress')
  const passwordHash = await hashPassword(s.password)
  const device = sentDevice ?? newToken()
  const now = at.toISOString()

  return inTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom('members')
      .select(['id', 'number', 'email', 'verifiedAt', 'emailVerifiedAt', 'signupDevice', 'partnerMemberId'])
      .where((eb) => eb.or([eb('email', '=', s.email), eb('number', '=', s.number)]))
      .execute()
    // The partner mall's member signs in with the partner's password, not a new signup (decision 137).
    if (existing.some((m) => m.email === s.email && m.emailVerifiedAt && m.partnerMemberId)) throw new ApiError(409, 'partnerAccountVerified')
    // A verified member whose email is not proven does not hold it against a newcomer.
    if (existing.some((m) => (m.email === s.email && m.emailVerifiedAt) || (m.number === s.number && m.verifiedAt))) {
      throw new ApiError(409, 'alreadyRegistered')
    }
    if (sentDevice && (await isDeviceTaken(trx, sentDevice))) throw new ApiError(409, 'deviceTaken')

    let referrerId: number | null = null
    if (s.referCode) {
      const referrer = await trx.selectFrom('members').select(['id', 'allowRefer']).where('referralCode', '=', s.referCode).where('verifiedAt', 'is not', null).executeTakeFirst()
      if (!referrer) throw new ApiError(422, 'referralNotFound')
      if (!referrer.allowRefer) throw new ApiError(422, 'referralNotAllowed')
      if ((await referralsThisMonth(trx, referrer.id, at)) >= MAX_REFERRALS_PER_MONTH) throw new ApiError(422, 'referralLimit')
      referrerId = referrer.id
    }

    if (s.redeemSample) {
      const sample = await trx.selectFrom('samples').select('id').where('id', '=', s.sampleId).where('active', '=', 1).whereRef('redeemed', '<', 'inventory').executeTakeFirst()
      if (!sample) throw new ApiError(422, 'sampleUnavailable')
    }

    const replaced = existing.filter((m) => !m.verifiedAt && m.signupDevice === sentDevice)
    if (replaced.length) await trx.deleteFrom('members').where('id', 'in', replaced.map((m) => m.id)).execute()

    const { uuid, referralCode, tierResetDate } = newMemberBasics(today, today)
    const { id } = await trx
      .insertInto('members')
      .values({
        uuid,
        name: s.name,
        number: s.number,
        email: s.email,
        passwordHash,
        dob: s.dob,
        edb: s.pregnancyStage === 'pregnant' ? s.edb : null,
        gender: s.gender,
        race: s.race,
        nationality: s.nationality,
        pregnancyStage: s.pregnancyStage,
        pregnancyStageUpdatedAt: s.pregnancyStage ? now : null,
        language: s.language,
        receiveMail: s.receiveMail ? 1 : 0,
        referralCode,
        tierResetDate,
        utmSource: s.utmSource,
        utmMedium: s.utmMedium,
        utmCampaign: s.utmCampaign,
        signupDevice: device,
        signupToken: s.uniqueToken,
        pendingSampleId: s.redeemSample ? s.sampleId : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()

    if (s.address) {
      await trx.insertInto('addresses').values({ memberId: id, label: 'HOME', ...s.address, createdAt: now, updatedAt: now }).execute()
    }
    for (const child of s.children) {
      await trx.insertInto('babies').values({ memberId: id, name: null, gender: null, birthDate: child.childDob, brandId: null, formatId: null, sizeId: null, createdAt: now, updatedAt: now }).execute()
    }
    if (s.socialTicket) await linkSignupTicket(trx, s.socialTicket, id, at)
    if (referrerId) await trx.insertInto('referrals').values({ referrerId, refereeId: id, creditedAt: null, createdAt: now }).execute()

    // Signing up again texts a new OTP: the number's limits on texts hold as for a resend.
    const { code } = await issueOtp(trx, id, s.number, 'verify', at)
    if (code === null) throw new ApiError(429, 'otpResendTooSoon')
    const link = await createEmailLink(trx, linkSecret, { id, uuid }, 'verify', at)
    return { member: { id, uuid, referralCode }, otp: code, link, device }
  })
}
