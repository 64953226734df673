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

/**
 * Cloud text detection requests a member may make a minute (`/scan/detect`): each is a paid call
 * to the provider. Keep scanning asks the cloud again only CLOUD_INTERVAL_MS (a sixth under the
 * limit) after its last answer, and reads the frames between with the phone's own reader.
 */
export const DETECT_PER_MINUTE = 120
export const CLOUD_INTERVAL_MS = Math.ceil((60_000 / DETECT_PER_MINUTE) * 1.2)
