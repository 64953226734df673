import { z } from 'zod'
import { businessDate, businessDayStart, shiftDays } from './business-time.ts'
import { CalendarDateSchema } from './calendar-date.ts'
import { LocalizedTextSchema } from './club.ts'

/**
 * The mystery box (spec 2 §2, §3, §7; DECISIONS "Rewards and fulfilment"): a campaign with dates
 * and a prize table; each credited unique code and each approved receipt while it runs gives the
 * member one box, opened for a prize the server draws; every box is one entry in its week's draw
 * and in the grand draw.
 */

/** Where a box came from; with its reference (the code, the receipt's uuid) a box is given once. */
export const MYSTERY_BOX_SOURCES = ['code', 'receipt'] as const
export type MysteryBoxSource = (typeof MYSTERY_BOX_SOURCES)[number]

export const MYSTERY_PRIZE_KINDS = ['points', 'voucher'] as const
export type MysteryPrizeKind = (typeof MYSTERY_PRIZE_KINDS)[number]

export const MYSTERY_DRAW_KINDS = ['weekly', 'grand'] as const
export type MysteryDrawKind = (typeof MYSTERY_DRAW_KINDS)[number]

/** The history shows this many entries, then See more (spec 2 §9). */
export const MYSTERY_HISTORY_PREVIEW = 3

export const MYSTERY_NAME_MAX = 120
export const MYSTERY_PRIZE_TEXT_MAX = 500
export const MYSTERY_WINNERS_MAX = 100
export const MYSTERY_WEIGHT_MAX = 1_000_000
export const MYSTERY_STOCK_MAX = 10_000_000
export const MYSTERY_POINTS_MAX = 100_000

/** Whether a campaign runs at `at`: shown, and `startsAt <= at < endsAt`. */
export function campaignRunning(c: { active: boolean; startsAt: string; endsAt: string }, at: Date): boolean {
  const t = at.getTime()
  return c.active && new Date(c.startsAt).getTime() <= t && t < new Date(c.endsAt).getTime()
}

/**
 * A prize drawn by weight among those with stock left: `pick(total)` answers a whole number in
 * [0, total) (the API passes crypto.randomInt). Undefined when no prize has stock left.
 */
export function drawPrize<P extends { weight: number; given: number; stock: number }>(prizes: readonly P[], pick: (total: number) => number): P | undefined {
  const open = prizes.filter((p) => p.weight > 0 && p.given < p.stock)
  const total = open.reduce((sum, p) => sum + p.weight, 0)
  if (total === 0) return undefined
  let ticket = pick(total)
  for (const prize of open) {
    if (ticket < prize.weight) return prize
    ticket -= prize.weight
  }
  throw new Error(`ticket ${ticket} beyond the weights' total ${total}`)
}

/** The Malaysian week (Monday 00:00 +08:00 to the next Monday) holding `at`, as its Monday's date. */
export function businessWeekOf(at: Date): string {
  const date = businessDate(at)
  // 1970-01-05 was a Monday.
  const days = Math.round((Date.parse(`${date}T12:00:00Z`) - Date.parse('1970-01-05T12:00:00Z')) / 86_400_000)
  return shiftDays(date, -(((days % 7) + 7) % 7))
}

/** The instants a Malaysian week starting on Monday `monday` covers: `from <= t < to`. */
export function businessWeekBounds(monday: string): { from: Date; to: Date } {
  return { from: businessDayStart(monday), to: businessDayStart(shiftDays(monday, 7)) }
}

export const isMonday = (date: string) => businessWeekOf(businessDayStart(date)) === date

// ---- Member ----

/** What a box gave or a draw won, as the history lists it (spec 2 §3 "Mystery-box entry", plus draw wins). */
export const MysteryEntrySchema = z
  .object({
    createdAt: z.string(),
    type: z.enum(['POINTS', 'VOUCHER', 'DRAW']),
    name: LocalizedTextSchema,
    image: z.string(),
    points: z.number().int().nullable(),
    /** The voucher won, with its own expiry (YYYY-MM-DD, Malaysia); null for points and draws. */
    voucher: z.object({ code: z.string(), expiresOn: z.string() }).nullable(),
    /** For a draw win: which draw, and the Malaysian days it covered. */
    draw: z.object({ kind: z.enum(MYSTERY_DRAW_KINDS), from: z.string(), to: z.string() }).nullable(),
  })
  .meta({ id: 'MysteryEntry' })
export type MysteryEntry = z.infer<typeof MysteryEntrySchema>

export const MysteryCampaignSchema = z
  .object({ id: z.number().int(), name: LocalizedTextSchema, startsAt: z.string(), endsAt: z.string() })
  .meta({ id: 'MysteryCampaign' })
export type MysteryCampaign = z.infer<typeof MysteryCampaignSchema>

export const MysteryBoxSchema = z
  .object({ id: z.number().int(), campaign: MysteryCampaignSchema, source: z.enum(MYSTERY_BOX_SOURCES), grantedAt: z.string() })
  .meta({ id: 'MysteryBox' })
export type MysteryBox = z.infer<typeof MysteryBoxSchema>

export const MysteryEntriesSchema = z.object({
  data: z.array(MysteryEntrySchema).describe('Opened boxes and draw wins, newest first'),
  boxes: z.array(MysteryBoxSchema).describe('Boxes still to open, oldest first'),
  campaigns: z.array(MysteryCampaignSchema).describe('Campaigns running now'),
})

export const MysteryOpenSchema = z.strictObject({ boxId: z.number().int().positive() })

// ---- Back office ----

const text = (max: number) => z.string().trim().min(1, 'mysteryFieldsRequired').max(max, 'mysteryTextTooLong')
const instant = z.iso.datetime({ offset: true, error: 'mysteryWindowInvalid' })

const campaignFields = {
  nameEn: text(MYSTERY_NAME_MAX),
  nameBm: text(MYSTERY_NAME_MAX),
  startsAt: instant,
  endsAt: instant,
  active: z.boolean(),
  weeklyPrizeEn: text(MYSTERY_PRIZE_TEXT_MAX),
  weeklyPrizeBm: text(MYSTERY_PRIZE_TEXT_MAX),
  weeklyWinners: z.number().int().min(0, 'mysteryWinnersInvalid').max(MYSTERY_WINNERS_MAX, 'mysteryWinnersInvalid'),
  grandPrizeEn: text(MYSTERY_PRIZE_TEXT_MAX),
  grandPrizeBm: text(MYSTERY_PRIZE_TEXT_MAX),
  grandWinners: z.number().int().min(0, 'mysteryWinnersInvalid').max(MYSTERY_WINNERS_MAX, 'mysteryWinnersInvalid'),
}
const endsAfterStart = (c: { startsAt: string; endsAt: string }) => Date.parse(c.endsAt) > Date.parse(c.startsAt)
const endAfterStart = [endsAfterStart, { message: 'mysteryEndBeforeStart', path: ['endsAt'] }] as [typeof endsAfterStart, { message: string; path: string[] }]

export const MysteryCampaignFieldsSchema = z.strictObject(campaignFields).refine(...endAfterStart)
export type MysteryCampaignFields = z.output<typeof MysteryCampaignFieldsSchema>
export const MysteryCampaignEditSchema = z.strictObject({ id: z.number().int().positive(), ...campaignFields }).refine(...endAfterStart)

export const AdminMysteryCampaignSchema = z
  .object({
    id: z.number().int(),
    nameEn: z.string(),
    nameBm: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    active: z.boolean(),
    weeklyPrizeEn: z.string(),
    weeklyPrizeBm: z.string(),
    weeklyWinners: z.number().int(),
    grandPrizeEn: z.string(),
    grandPrizeBm: z.string(),
    grandWinners: z.number().int(),
    boxes: z.number().int(),
    opened: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminMysteryCampaign' })
export type AdminMysteryCampaign = z.infer<typeof AdminMysteryCampaignSchema>

export const AdminMysteryPrizeSchema = z
  .object({
    id: z.number().int(),
    campaignId: z.number().int(),
    kind: z.enum(MYSTERY_PRIZE_KINDS),
    points: z.number().int().nullable(),
    voucherTypeId: z.number().int().nullable(),
    voucherTypeName: z.string().nullable(),
    nameEn: z.string(),
    nameBm: z.string(),
    image: z.string(),
    weight: z.number().int(),
    stock: z.number().int(),
    given: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminMysteryPrize' })
export type AdminMysteryPrize = z.infer<typeof AdminMysteryPrizeSchema>

const formInt = (min: number, max: number, code: 'mysteryWeightInvalid' | 'mysteryStockInvalid' | 'mysteryPointsInvalid') =>
  z.coerce.number<string>({ error: code }).int(code).min(min, code).max(max, code)

/** A blank field of a form (what an empty input sends) is a missing one. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value)

/** A prize's form fields (multipart: its image is a file); points or a voucher type by its kind. */
export const mysteryPrizeFields = {
  kind: z.enum(MYSTERY_PRIZE_KINDS, { error: 'mysteryFieldsRequired' }),
  points: z.preprocess(blankAsMissing, formInt(1, MYSTERY_POINTS_MAX, 'mysteryPointsInvalid').optional()),
  voucherTypeId: z.preprocess(blankAsMissing, z.coerce.number<string>().int().positive().optional()),
  nameEn: text(MYSTERY_NAME_MAX),
  nameBm: text(MYSTERY_NAME_MAX),
  weight: formInt(1, MYSTERY_WEIGHT_MAX, 'mysteryWeightInvalid'),
  stock: formInt(0, MYSTERY_STOCK_MAX, 'mysteryStockInvalid'),
}

/** Points for a points prize, a voucher type for a voucher prize: the one the kind needs, never the other. */
export function prizeRewardProblem(p: { kind: MysteryPrizeKind; points?: number | undefined; voucherTypeId?: number | undefined }) {
  if (p.kind === 'points') return p.points === undefined ? 'mysteryPointsInvalid' : undefined
  return p.voucherTypeId === undefined ? 'mysteryVoucherTypeRequired' : undefined
}

export const MysteryDrawWinnerSchema = z.object({ boxId: z.number().int(), memberId: z.number().int(), name: z.string(), number: z.string(), position: z.number().int() })

export const AdminMysteryDrawSchema = z
  .object({
    id: z.number().int(),
    campaignId: z.number().int(),
    kind: z.enum(MYSTERY_DRAW_KINDS),
    periodStart: z.string(),
    periodEnd: z.string(),
    seed: z.string().describe('32 random bytes, hex: with the period\'s boxes it gives the winners again'),
    entries: z.number().int(),
    drawnAt: z.string(),
    admin: z.string(),
    winners: z.array(MysteryDrawWinnerSchema),
  })
  .meta({ id: 'AdminMysteryDraw' })
export type AdminMysteryDraw = z.infer<typeof AdminMysteryDrawSchema>

export const MysteryWeeklyDrawSchema = z.strictObject({ campaignId: z.number().int().positive(), week: CalendarDateSchema.describe('The Monday the Malaysian week starts on') })
export const MysteryGrandDrawSchema = z.strictObject({ campaignId: z.number().int().positive() })
