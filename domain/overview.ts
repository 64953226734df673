import { z } from 'zod'
import { daysInRange, shiftDays } from './business-time.ts'
import { calendarDate } from './calendar-date.ts'
import { TIERS, type Tier } from './tiers.ts'

/**
 * The dev admins' overview (issue 22 item 2): the club's activity per Malaysian day over a range,
 * its totals, and the members of each tier now. Shared by web and API.
 */

/** The longest range one overview covers: a year, leap day included. */
export const OVERVIEW_MAX_DAYS = 366
/** The range shown when none is asked for: the last 30 Malaysian days, today included. */
export const OVERVIEW_DEFAULT_DAYS = 30
/** The quick ranges the page offers, in days ending today. */
export const OVERVIEW_QUICK_RANGES = [7, 30, 90] as const

/** What the overview counts per day, in the order the page shows them. */
export const OVERVIEW_FIGURES = ['signUps', 'codesCredited', 'receiptsApproved', 'pointsEarned', 'pointsSpent'] as const
export type OverviewFigure = (typeof OVERVIEW_FIGURES)[number]

const day = calendarDate({ error: 'overviewRangeInvalid' })

/** The range asked for: both dates or neither (then the last 30 days), the start not after the end, at most a year. */
export const OverviewQuerySchema = z
  .strictObject({ from: day.optional(), to: day.optional() })
  .refine((r) => (r.from === undefined) === (r.to === undefined), 'dateRangeRequired')
  .refine((r) => r.from === undefined || r.to === undefined || r.from <= r.to, 'overviewRangeInvalid')
  .refine((r) => r.from === undefined || r.to === undefined || daysInRange(r.from, r.to) <= OVERVIEW_MAX_DAYS, 'overviewRangeTooLong')
export type OverviewQuery = z.output<typeof OverviewQuerySchema>

export interface OverviewRange {
  from: string
  to: string
}

/** The last `days` Malaysian days up to `today` (YYYY-MM-DD), both ends included. */
export function lastDays(today: string, days: number): OverviewRange {
  return { from: shiftDays(today, 1 - days), to: today }
}

/** The range a query means on Malaysian `today`. */
export function overviewRange(query: OverviewQuery, today: string): OverviewRange {
  return query.from && query.to ? { from: query.from, to: query.to } : lastDays(today, OVERVIEW_DEFAULT_DAYS)
}

const count = z.number().int().min(0)
const FiguresSchema = z.object({
  signUps: count.describe('Verified members registered that day (the accounts report\'s registration time)'),
  codesCredited: count.describe('Unique codes credited to a member that day'),
  receiptsApproved: count.describe('Receipts approved that day (by decision time)'),
  pointsEarned: count.describe('Sum of the positive ledger rows of that day'),
  pointsSpent: count.describe('Sum of the negative ledger rows of that day, as a positive number'),
})
export type OverviewFigures = z.infer<typeof FiguresSchema>

export const OverviewSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    days: z.array(FiguresSchema.extend({ date: z.string().describe('Malaysian date, YYYY-MM-DD') })).describe('Every day of the range, oldest first, zeros included'),
    totals: FiguresSchema,
    tiers: z.object({ gold: count, platinum: count, diamond: count }).describe('Verified members in each tier now'),
  })
  .meta({ id: 'Overview' })
export type Overview = z.infer<typeof OverviewSchema>
export type OverviewDay = Overview['days'][number]

/**
 * The answer from what the database counted: each figure's values by Malaysian date (days without
 * activity absent), spread over every day of the range with zeros, and summed.
 */
export function overviewOf(range: OverviewRange, counted: Record<OverviewFigure, ReadonlyMap<string, number>>, tiers: Record<Tier, number>): Overview {
  const days: OverviewDay[] = []
  for (let date = range.from; date <= range.to; date = shiftDays(date, 1)) {
    days.push({ date, ...figuresOf((figure) => counted[figure].get(date) ?? 0) })
  }
  const totals = figuresOf((figure) => days.reduce((sum, d) => sum + d[figure], 0))
  return { ...range, days, totals, tiers: Object.fromEntries(TIERS.map((t) => [t, tiers[t]])) as Record<Tier, number> }
}

function figuresOf(value: (figure: OverviewFigure) => number): OverviewFigures {
  return Object.fromEntries(OVERVIEW_FIGURES.map((f) => [f, value(f)])) as OverviewFigures
}
