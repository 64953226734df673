import { z } from 'zod'
import { GENDERS, NATIONALITIES, PREGNANCY_STAGES, RACES } from './identity-rules.ts'
import { TIERS } from './tiers.ts'

/** A member as the API shows them to themselves (spec 1 §3 "User"). */
export const MemberSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    number: z.string(),
    email: z.string(),
    gender: z.enum(GENDERS).nullable(),
    race: z.enum(RACES).nullable(),
    nationality: z.enum(NATIONALITIES),
    dob: z.string().nullable(),
    pregnancyStage: z.enum(PREGNANCY_STAGES).nullable(),
    pregnancyStageUpdatedAt: z.string().nullable(),
    edb: z.string().nullable(),
    language: z.enum(['en', 'bm']),
    totalPoints: z.number().int(),
    tier: z.enum(TIERS),
    tierResetDate: z.string(),
    referralCode: z.string(),
    allowRefer: z.boolean(),
    allowRequest: z.boolean(),
    promptFeedback: z.boolean(),
    forceUpdated: z.boolean(),
    ssoPopup: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Member' })
export type Member = z.infer<typeof MemberSchema>
