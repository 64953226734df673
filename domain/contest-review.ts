import { z } from 'zod'
import { LocalizedTextSchema } from './club.ts'
import { CONTEST_ENTRY_STATUSES } from './contests.ts'

/** The back office's contest entry review (spec 3 §2.13 `/admin/fitathon`, §4, §7), shared by web and API. */

/** Entries one page of the review table shows; the server pages. */
export const REVIEW_PAGE_SIZE = 20
export const REVIEW_SEARCH_MAX = 100

export const ContestEntryStatusSchema = z.enum(CONTEST_ENTRY_STATUSES)

/** A contest in the selector (spec 3 §3 "Contest activity": id, name). */
export const ContestActivitySchema = z.object({ id: z.number().int(), name: LocalizedTextSchema, startsAt: z.string(), endsAt: z.string() }).meta({ id: 'ContestActivity' })
export type ContestActivity = z.infer<typeof ContestActivitySchema>

/** One entry as the review table shows it: who entered, when, and what the entry carries. */
export const ReviewEntrySchema = z
  .object({
    id: z.number().int(),
    status: ContestEntryStatusSchema,
    activityName: LocalizedTextSchema,
    name: z.string(),
    number: z.string(),
    email: z.string().nullable(),
    submittedAt: z.string(),
    link: z.string().nullable(),
    option: LocalizedTextSchema.nullable(),
    /** Whether the entry has a screenshot or a receipt image; the files come from the entry image route, to admins only. */
    hasScreenshot: z.boolean(),
    hasReceipt: z.boolean(),
  })
  .meta({ id: 'ReviewEntry' })
export type ReviewEntry = z.infer<typeof ReviewEntrySchema>

/** POST /admin/report/activity: a contest's entries in one status tab, searched by name, phone, email or entry id, a page at a time. */
export const ReviewQuerySchema = z.strictObject({
  activityNum: z.number().int().positive(),
  status: ContestEntryStatusSchema.default('pending'),
  search: z.string().trim().max(REVIEW_SEARCH_MAX).default(''),
  page: z.number().int().min(1).default(1),
})
export type ReviewQuery = z.output<typeof ReviewQuerySchema>

export const ReviewPageSchema = z.object({ data: z.array(ReviewEntrySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })

/** POST /admin/report/updateActivity (spec 3 §7): any status may become either other one (§4). */
export const ReviewUpdateSchema = z.strictObject({ entryid: z.number().int().positive(), status: ContestEntryStatusSchema })

/** The statuses an entry in `status` may move to (spec 3 §4): every other one. */
export const reviewMoves = (status: z.infer<typeof ContestEntryStatusSchema>) => CONTEST_ENTRY_STATUSES.filter((s) => s !== status)
