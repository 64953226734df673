import { z } from 'zod'
import { ClubSchema } from './club.ts'
import { DoublePointDaysSchema, TierMultipliersSchema } from './points-settings.ts'
import { REFERRAL_POINTS, TIER_BONUSES } from './tiers.ts'

// The club settings one back-office page edits (issue 19 §4), each section saved by its own form.
// Values the spec leaves "not shown" are settings whose defaults are the spec's numbers.

const required = (max: number) => z.string().trim().min(1, 'settingsTextRequired').max(max, 'settingsTextRequired')
const bothLanguages = (max: number) => z.strictObject({ en: required(max), bm: required(max) })
/** Links leave the club's origin: full https addresses only, never `javascript:` or plain http. */
const httpsUrl = z.url({ protocol: /^https$/, message: 'settingsLinkInvalid' }).max(500, 'settingsLinkInvalid')
const points = z.number().int('settingsPointsInvalid').min(0, 'settingsPointsInvalid').max(100_000, 'settingsPointsInvalid')

export const BrandSettingsSchema = z.strictObject({
  name: required(80),
  supportEmail: z.email('settingsTextRequired').max(254),
  supportHours: bothLanguages(200),
})
export type BrandSettings = z.output<typeof BrandSettingsSchema>

export const LinkSettingsSchema = z.strictObject({
  corporateLinks: z.array(z.strictObject({ label: bothLanguages(80), href: z.strictObject({ en: httpsUrl, bm: httpsUrl }) })).max(10),
  socialLinks: z.strictObject({ facebook: httpsUrl, instagram: httpsUrl, youtube: httpsUrl }),
})
export type LinkSettings = z.output<typeof LinkSettingsSchema>

export const EditTierMultipliersSchema = z.strictObject({
  gold: z.number().min(1, 'settingsMultiplierInvalid').max(10, 'settingsMultiplierInvalid'),
  platinum: z.number().min(1, 'settingsMultiplierInvalid').max(10, 'settingsMultiplierInvalid'),
  diamond: z.number().min(1, 'settingsMultiplierInvalid').max(10, 'settingsMultiplierInvalid'),
})

/** Welcome (none for Gold, spec 1 §6) and birthday points by tier. */
export const TierBonusesSchema = z.strictObject({
  gold: z.strictObject({ welcome: z.null(), birthday: points }),
  platinum: z.strictObject({ welcome: points, birthday: points }),
  diamond: z.strictObject({ welcome: points, birthday: points }),
})
export type TierBonuses = z.output<typeof TierBonusesSchema>
export const DEFAULT_TIER_BONUSES: TierBonuses = TIER_BONUSES as TierBonuses

/** What a referral earns the referrer and the referee, by the referrer's tier. */
const referral = z.strictObject({ referrer: points, referee: points })
export const ReferralPointsSchema = z.strictObject({ gold: referral, platinum: referral, diamond: referral })
export type ReferralPoints = z.output<typeof ReferralPointsSchema>
export const DEFAULT_REFERRAL_POINTS: ReferralPoints = REFERRAL_POINTS

/** The points members are told about (the tier page, refer and earn): served with the club, so what they read is what is credited. */
export const ClubPointsSchema = z.object({ tierBonuses: TierBonusesSchema, referralPoints: ReferralPointsSchema })
/** `GET /club`: the brand, the points its pages state, and the provider members may sign in with (null: none, the button is hidden). */
export const ClubViewSchema = ClubSchema.extend({ points: ClubPointsSchema, socialLogin: z.object({ providerName: z.string() }).nullable() })
export type ClubView = z.output<typeof ClubViewSchema>

/** Everything the settings page shows. */
export const ClubSettingsSchema = z
  .object({
    brand: ClubSchema.pick({ name: true, supportEmail: true, supportHours: true }),
    links: ClubSchema.pick({ corporateLinks: true, socialLinks: true }),
    points: z.object({ doublePointDays: DoublePointDaysSchema, tierMultipliers: TierMultipliersSchema, tierBonuses: TierBonusesSchema, referralPoints: ReferralPointsSchema }),
  })
  .meta({ id: 'ClubSettings' })
export type ClubSettings = z.output<typeof ClubSettingsSchema>
