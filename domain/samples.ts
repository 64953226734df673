import { z } from 'zod'
import { shiftMonths } from './business-time.ts'
import { LocalizedTextSchema } from './club.ts'
import { ORDER_STATUSES } from './shop.ts'

/**
 * Free-sample requests (spec 2 §2-§5, §9; DECISIONS "Rewards and fulfilment"): the household
 * limits, the sample orders as members see them and the feedback prompt. Shared by web and API.
 */

/** A household has one sample per baby in any 3 months (spec 2 §5 "Same household within 3 months refused; one per baby"). */
export const SAMPLE_GAP_MONTHS = 3
/** ...and at most 4 over 2 years. */
export const SAMPLE_WINDOW_MONTHS = 24
export const SAMPLES_PER_WINDOW = 4
/** The feedback prompt opens this many days after a sample is delivered (DECISIONS). */
export const FEEDBACK_DELAY_DAYS = 7
/** Points for answering the survey, once per sample order (spec 2 §9). */
export const FEEDBACK_POINTS = 50

export type SampleRefusalReason = 'sampleTooSoon' | 'sampleLimitReached'
export interface SampleRefusal {
  reason: SampleRefusalReason
  /** The Malaysian date from which the household may ask again. */
  availableOn: string
}

/**
 * Whether a household may have another sample `today` (Malaysian dates, YYYY-MM-DD), given the days
 * its sample orders not cancelled were placed and its babies: one per baby (a household expecting its
 * first counts one) in any 3 months, and 4 in any 2 years. A refusal says when it lifts.
 */
export function sampleRefusal(placedOn: readonly string[], babies: number, today: string): SampleRefusal | null {
  const newestFirst = [...placedOn].sort().reverse()
  const perGap = Math.max(1, babies)
  const inGap = newestFirst.filter((day) => shiftMonths(day, SAMPLE_GAP_MONTHS) > today)
  if (inGap.length >= perGap) return { reason: 'sampleTooSoon', availableOn: shiftMonths(inGap[perGap - 1]!, SAMPLE_GAP_MONTHS) }
  const inWindow = newestFirst.filter((day) => shiftMonths(day, SAMPLE_WINDOW_MONTHS) > today)
  if (inWindow.length >= SAMPLES_PER_WINDOW) return { reason: 'sampleLimitReached', availableOn: shiftMonths(inWindow[SAMPLES_PER_WINDOW - 1]!, SAMPLE_WINDOW_MONTHS) }
  return null
}

/** `POST /sample/redeem` (spec 2 §7): the sample (`itemId`) and the address it goes to. */
export const SampleRedeemSchema = z.strictObject({
  /** The spec sends the member's id; who asks comes from the token, so it may only repeat it. */
  id: z.string().optional(),
  addressId: z.number({ error: 'addressRequired' }).int().positive('addressRequired'),
  itemId: z.number({ error: 'sampleRequired' }).int().positive('sampleRequired'),
})
export type SampleRedeemInput = z.input<typeof SampleRedeemSchema>

/** A sample order as its member sees it (spec 2 §3 "User sample"). */
export const MemberSampleSchema = z
  .object({
    /** The order's id: what the feedback answers. */
    id: z.string(),
    trackingId: z.string(),
    createdAt: z.string(),
    status: z.enum(ORDER_STATUSES),
    /** Null until the feedback is answered; then whether the member said the sample arrived. */
    received: z.boolean().nullable(),
    /** Delivered 7 days ago or more and not answered yet: the survey is open for it. */
    feedbackDue: z.boolean(),
    orderItems: z.array(
      z.object({ brandId: z.number().int(), formatId: z.number().int(), sizeId: z.number().int(), itemName: LocalizedTextSchema, itemImage: LocalizedTextSchema }),
    ),
  })
  .meta({ id: 'MemberSample' })
export type MemberSample = z.infer<typeof MemberSampleSchema>

/** Whether a delivered sample's survey is open at `at`: 7 days after it was delivered (DECISIONS). */
export const feedbackDue = (deliveredAt: string, at: Date): boolean => new Date(deliveredAt).getTime() + FEEDBACK_DELAY_DAYS * 86_400_000 <= at.getTime()

/**
 * One answer of a sample's feedback as it is kept (`sample_feedback.answers`, a JSON array): the
 * question's titles as they read then, the answer (a choice's titles, or the text typed, in both), and
 * a rating's sub-question with its answer when it was asked.
 */
export const StoredAnswerSchema = z.object({
  questionId: z.number().int(),
  question: LocalizedTextSchema,
  answer: LocalizedTextSchema,
  sub: z.object({ question: LocalizedTextSchema, answer: LocalizedTextSchema }).nullable(),
})
export type StoredAnswer = z.infer<typeof StoredAnswerSchema>
