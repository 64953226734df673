import { z } from 'zod'

/** What crediting a unique code answers (spec 1 §7 `/user/scancode`, plus the milestone reached). */
export const ScanCreditSchema = z
  .object({
    points: z.number().int(),
    code_group: z.number().int(),
    brand: z.string(),
    format: z.string(),
    size: z.string(),
    foundScanned: z.number().int(),
    milestone: z.union([z.literal(1), z.literal(5), z.literal(10)]).nullable(),
    voucher: z.object({ name: z.string(), code: z.string() }).nullable(),
    mysteryBoxes: z.number().int().describe('Mystery boxes this code gave: one per campaign running when it was credited'),
    totalPoints: z.number().int(),
  })
  .meta({ id: 'ScanCredit' })
export type ScanCredit = z.infer<typeof ScanCreditSchema>
