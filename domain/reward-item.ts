import { z } from 'zod'
import { LocalizedTextSchema } from './club.ts'

/** A point-shop item as a member browses it. */
export const RewardItemSchema = z
  .object({ id: z.number().int(), name: LocalizedTextSchema, image: LocalizedTextSchema, points: z.number().int(), brand: z.string() })
  .meta({ id: 'RewardItem' })
