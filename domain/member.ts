import { z } from 'zod'
import { LocalizedTextSchema } from './club.ts'
import { GENDERS, NATIONALITIES, PREGNANCY_STAGES, RACES } from './identity-rules.ts'
import { PointRecordSchema } from './point-records.ts'
import { MemberSampleSchema } from './samples.ts'
import { BabyInfoSchema, MemberAddressSchema } from './profile.ts'
import { type TierChange, type TierProgress, TIERS } from './tiers.ts'
import { LANGUAGES } from './languages.ts'
import { MembershipSchema } from './membership.ts'
import { UserVoucherSchema } from './vouchers.ts'

/** How far a member is toward the tier above theirs (domain/tiers.ts `tierProgress`). */
const TierProgressSchema = z
  .object({
    nextTier: z.enum(TIERS).nullable(),
    highTierPoints: z.number().int().nullable(),
    percent: z.number().int().min(0).max(100),
    pointsNeeded: z.number().int().min(0),
  })
  .meta({ id: 'TierProgress' }) satisfies z.ZodType<TierProgress>

/** One yearly review as the member's tier history shows it. */
const TierChangeSchema = z
  .object({ tierChangeDate: z.iso.date(), from: z.enum(TIERS), to: z.enum(TIERS), tierStatus: LocalizedTextSchema })
  .meta({ id: 'TierChange' }) satisfies z.ZodType<TierChange>

/** A member as the API shows them to themselves (spec 1 §3 "User"). */
export const MemberSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    number: z.string(),
    email: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    race: z.enum(RACES).nullable(),
    nationality: z.enum(NATIONALITIES),
    dob: z.string().nullable(),
    pregnancyStage: z.enum(PREGNANCY_STAGES).nullable(),
    pregnancyStageUpdatedAt: z.string().nullable(),
    /** When name, race or nationality last changed through the profile (6-month lock). */
    detailsUpdatedAt: z.string().nullable(),
    edb: z.string().nullable(),
    language: z.enum(LANGUAGES),
    totalPoints: z.number().int(),
    tier: z.enum(TIERS),
    tierResetDate: z.string(),
    /** Points earned in the past 12 months that the next tier review counts (tiers.ts countingSince). */
    totalPointsInPastYear: z.number().int(),
    /** Spec 1 §3 "tierSetting": its first entry is the next tier, its points (highTierPoints) and how far along the member is. */
    tierSetting: z.array(TierProgressSchema).min(1),
    /** Yearly reviews, newest first. */
    tierHistory: z.array(TierChangeSchema),
    /** Spec 1 §3 "points": the latest point records (RECENT_POINT_RECORDS), newest first. */
    points: z.array(PointRecordSchema),
    /** Inbox messages the member has not opened (the inbox tab's badge). */
    unreadMessages: z.number().int().min(0),
    referralCode: z.string(),
    allowRefer: z.boolean(),
    /** Spec 2 §4: the household may ask for a free sample now (domain/samples.ts sampleRefusal). */
    allowRequest: z.boolean(),
    /** When allowRequest is false: the Malaysian date it may ask again. */
    sampleAvailableOn: z.string().nullable(),
    /** A delivered sample's survey is open (7 days after delivery, until answered). */
    promptFeedback: z.boolean(),
    /** Spec 2 §3 "samples": the member's sample orders, newest first. */
    samples: z.array(MemberSampleSchema),
    forceUpdated: z.boolean(),
    ssoPopup: z.boolean(),
    /** Active addresses, oldest first. */
    addresses: z.array(MemberAddressSchema),
    babyInfos: z.array(BabyInfoSchema),
    /** When membership ends and whether it has (domain/membership.ts): an ended member earns no points. */
    membership: MembershipSchema,
    /** Spec 2 §3 "vouchers": every voucher the member holds, newest first, with its code. */
    vouchers: z.array(UserVoucherSchema),
    /** The member consented to tracking (domain/tracking.ts): only then does the web app push events to the page's data layer. */
    trackingConsent: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Member' })
export type Member = z.infer<typeof MemberSchema>
