import { z } from 'zod'
import { LocalizedTextSchema } from './club.ts'

/** Share a Little Comfort (spec 2 §9): what a member may give at once, in points. */
export const DONATION_MIN = 100
export const DONATION_MAX = 5000
export const DONATION_STEP = 100
/** The amounts a member picks from: 100, 200, … 5,000 (50 options). */
export const DONATION_AMOUNTS = Array.from({ length: DONATION_MAX / DONATION_STEP }, (_, i) => (i + 1) * DONATION_STEP)
export const DonationAmountSchema = z
  .number()
  .int()
  .min(DONATION_MIN)
  .max(DONATION_MAX)
  .multipleOf(DONATION_STEP)

/** The Wishing Tree's goal in points (spec 2 §9). */
export const WISHING_TREE_GOAL = 200_000

/** The six fixed avatars a wisher is shown with (spec 3 §8), served by the web app. */
export const WISHER_AVATARS = [1, 2, 3, 4, 5, 6] as const
export const wisherAvatarUrl = (avatar: number) => `/wishers/avatar-${avatar}.svg`

/**
 * The Wishing Tree's progress (spec 2 §9): the points every wisher has received plus the journey's
 * progress points, over the goal; a fraction from 0 to 1.
 */
export function wishingTreeProgress(wisherPoints: number, progressPoints: number): number {
  return Math.min(1, Math.max(0, (wisherPoints + progressPoints) / WISHING_TREE_GOAL))
}

/**
 * What a donation to a wisher may take (DECISIONS.md): the whole amount while it fits under the
 * wisher's goal; otherwise nothing, and the member is told what is still needed.
 */
export function wisherDonationRefusal(wisher: { points: number; goalPoints: number }, amount: number): { stillNeeded: number } | null {
  const stillNeeded = wisher.goalPoints - wisher.points
  return amount <= stillNeeded ? null : { stillNeeded }
}

export const WisherSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    age: z.number().int(),
    image: z.string(),
    wishes: LocalizedTextSchema,
    /** Points received so far. */
    points: z.number().int(),
    goalPoints: z.number().int(),
  })
  .meta({ id: 'Wisher' })
export type Wisher = z.infer<typeof WisherSchema>

export const JourneySchema = z
  .object({
    home: z.number().int(),
    children: z.number().int(),
    points: z.number().int(),
    product: z.number().int(),
    description: LocalizedTextSchema,
    progressPoints: z.number().int(),
  })
  .meta({ id: 'Journey' })
export type Journey = z.infer<typeof JourneySchema>

export const BlogSchema = z
  .object({
    id: z.number().int(),
    title: LocalizedTextSchema,
    venue: z.string(),
    description: LocalizedTextSchema,
    images: z.array(z.object({ url: z.string() })),
  })
  .meta({ id: 'Blog' })
export type Blog = z.infer<typeof BlogSchema>

/** A donation item of the shop's Share a Little Comfort chip (spec 2 §3, named in both languages here). */
export const DonateItemSchema = z
  .object({ id: z.number().int(), itemId: z.string(), itemName: LocalizedTextSchema, itemImage: z.string(), points: z.number().int() })
  .meta({ id: 'DonateItem' })
export type DonateItem = z.infer<typeof DonateItemSchema>

/** The Wishing Tree's goal and where it stands, computed on the server. */
export const WishingTreeProgressSchema = z
  .object({ goal: z.number().int(), points: z.number().int(), progress: z.number().min(0).max(1) })
  .meta({ id: 'WishingTreeProgress' })
export type WishingTreeProgress = z.infer<typeof WishingTreeProgressSchema>

/** A wisher's own bar: what it has received over its goal, a fraction from 0 to 1. */
export const wisherProgress = (wisher: { points: number; goalPoints: number }) => Math.min(1, wisher.points / wisher.goalPoints)

/** The amounts a member may still give a wisher: the fixed steps no larger than what it still needs. */
export const donationAmountsFor = (wisher: { points: number; goalPoints: number }) => DONATION_AMOUNTS.filter((amount) => !wisherDonationRefusal(wisher, amount))
