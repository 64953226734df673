import { z } from 'zod'
import type { StoredAnswer } from './samples.ts'
import { ORDER_STATUSES, type OrderCursor } from './shop.ts'

/**
 * The back office's free-sample report (spec 3 §2.10 `/admin/freesample`, CSV freeSampleReport):
 * one row per sample order, with where it went, what was sent and what its member answered.
 */

/** How a sample order came: chosen at signup and placed when the member was verified, or asked for later. */
export const SAMPLE_SOURCES = ['signup', 'request'] as const
export type SampleSource = (typeof SAMPLE_SOURCES)[number]

export const FreeSampleRowSchema = z
  .object({
    orderId: z.string(),
    trackingId: z.string(),
    orderDate: z.string(),
    status: z.enum(ORDER_STATUSES),
    name: z.string(),
    number: z.string(),
    /** Empty when the member's email was proven by another member since. */
    email: z.string(),
    line1: z.string(),
    line2: z.string(),
    line3: z.string(),
    postcode: z.string(),
    city: z.string(),
    state: z.string(),
    brand: z.string(),
    format: z.string(),
    size: z.string(),
    itemId: z.string(),
    /** In English, as the order copied it. */
    itemName: z.string(),
    source: z.enum(SAMPLE_SOURCES),
    deliveredAt: z.string().nullable(),
    /** Null until the feedback is answered; then whether the member said the sample arrived. */
    received: z.boolean().nullable(),
    answeredAt: z.string().nullable(),
    /** The answers in English, "Question: answer; Sub-question: answer"; empty when not answered. */
    answers: z.string(),
  })
  .meta({ id: 'FreeSampleRow' })
export type FreeSampleRow = z.infer<typeof FreeSampleRowSchema>
export const sampleCursor = ({ orderDate, orderId }: FreeSampleRow): OrderCursor => ({ orderDate, orderId })

/** A feedback's answers as one line of English a spreadsheet cell holds: "Question: answer; Sub-question: answer". */
export function answersText(answers: readonly StoredAnswer[]): string {
  return answers
    .flatMap((a) => [a, ...(a.sub ? [a.sub] : [])])
    .map((a) => `${a.question.en}: ${a.answer.en}`)
    .join('; ')
}
