/** The club's tiers (spec 1 §4, DECISIONS.md "Points"). */
export const TIERS = ['gold', 'platinum', 'diamond'] as const
export type Tier = (typeof TIERS)[number]

/** Points earned in the past 12 months that a tier starts at. */
export const TIER_THRESHOLDS: Record<Tier, number> = { gold: 0, platinum: 4000, diamond: 9000 }

/** What a referral earns, by the referrer's tier (spec 1 §6). */
export const REFERRAL_POINTS: Record<Tier, { referrer: number; referee: number }> = {
  gold: { referrer: 500, referee: 100 },
  platinum: { referrer: 550, referee: 150 },
  diamond: { referrer: 600, referee: 200 },
}
