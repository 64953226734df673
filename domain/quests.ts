import { z } from 'zod'
import { LocalizedTextSchema } from './club.ts'

/**
 * What a quest asks of a member; whether it is done is read from what the member has done (a
 * scanned code, an uploaded receipt...), so nothing has to mark it.
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
  /** Points it earns; 0 means the action earns double points instead (spec 2 §9: "2x pts"). */
  points: z.number().int().min(0),
  completed: z.boolean(),
})
export type Quest = z.infer<typeof QuestSchema>

/** Spec 2 §3 "Quest group": quests shown together. */
export const QuestGroupSchema = z.object({ id: z.number().int(), title: LocalizedTextSchema, quests: z.array(QuestSchema) }).meta({ id: 'QuestGroup' })
export type QuestGroup = z.infer<typeof QuestGroupSchema>
