import { z } from 'zod'
import { LocalizedTextSchema } from './club.ts'
import { FIRST_CODE_MULTIPLIER, GOLD_FIRST_CODE_MULTIPLIER } from './points.ts'
import { PROFILE_COMPLETION_POINTS } from './profile-rules.ts'
import { FIRST_RECEIPT_MULTIPLIER } from './receipt-rules.ts'
import type { Tier } from './tiers.ts'

/**
 * What a quest asks of a member; whether it is done is read from what the member has done (a
 * scanned code, an uploaded receipt...), so nothing has to mark it. What it promises is derived
 * here from the rules that credit the points, so the two cannot disagree.
 */
export const QUEST_KINDS = ['scanCode', 'uploadReceipt', 'completeProfile', 'addBaby', 'referFriend'] as const
export type QuestKind = (typeof QUEST_KINDS)[number]

export const QuestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(QUEST_KINDS),
  title: LocalizedTextSchema,
  description: LocalizedTextSchema,
  /** Where in the app the member does it. */
  path: z.string(),
  /** Points doing it credits, as the crediting rule pays them; 0 when it pays a multiple instead, or nothing. */
  points: z.number().int().min(0),
  /** How many times its usual points the first code or receipt earns; null when it earns no multiple. */
  multiplier: z.number().positive().nullable(),
  /** The brands whose first code earns `multiplier`; null when any brand's does. */
  brands: z.array(z.string()).nullable(),
  completed: z.boolean(),
})
export type Quest = z.infer<typeof QuestSchema>

/** Spec 2 §3 "Quest group": quests shown together. */
export const QuestGroupSchema = z.object({ id: z.number().int(), title: LocalizedTextSchema, quests: z.array(QuestSchema) }).meta({ id: 'QuestGroup' })

export type QuestReward = Pick<Quest, 'points' | 'multiplier' | 'brands'>

export interface QuestRewardContext {
  tier: Tier
  /** Brands running the milestone campaign, whose first code earns 3x. */
  milestoneBrands: string[]
  /** What a referral earns this member as referrer now (the club's referral points setting). */
  referrerPoints: number
}

const NOTHING: QuestReward = { points: 0, multiplier: null, brands: null }

/**
 * What a quest earns the member, from the same rules that credit it: the first code 3x on a
 * milestone brand (else a Gold member's 2x, spec 1 §4), the first approved receipt 3x, profile
 * completion its points, a referral the referrer's points by tier. Adding a baby earns nothing.
 */
export function questReward(kind: QuestKind, { tier, milestoneBrands, referrerPoints }: QuestRewardContext): QuestReward {
  switch (kind) {
    case 'scanCode':
      if (milestoneBrands.length > 0) return { ...NOTHING, multiplier: FIRST_CODE_MULTIPLIER, brands: milestoneBrands }
      return tier === 'gold' ? { ...NOTHING, multiplier: GOLD_FIRST_CODE_MULTIPLIER } : NOTHING
    case 'uploadReceipt':
      return { ...NOTHING, multiplier: FIRST_RECEIPT_MULTIPLIER }
    case 'completeProfile':
      return { ...NOTHING, points: PROFILE_COMPLETION_POINTS }
    case 'referFriend':
      return { ...NOTHING, points: referrerPoints }
    case 'addBaby':
      return NOTHING
  }
}
