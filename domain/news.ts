import { z } from 'zod'
import { LocalizedTextSchema } from './club.ts'
import type { PregnancyStage } from './identity-rules.ts'

/** A news item as members read it (spec 1 §3 "News"). */
export const NewsItemSchema = z
  .object({
    id: z.number().int(),
    title: LocalizedTextSchema,
    description: LocalizedTextSchema,
    image: LocalizedTextSchema,
    link: z.string().nullable(),
  })
  .meta({ id: 'NewsItem' })

/** News is for everyone ("All") or for the pregnancy stages it lists (spec 1 §6). */
export function newsShownTo(showingTo: readonly string[], stage: PregnancyStage | null): boolean {
  return showingTo.includes('All') || (stage !== null && showingTo.includes(stage))
}
