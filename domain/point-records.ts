import { z } from 'zod'

/** One row of a member's points, as their history shows it (spec 2 §3 "Point record"). */
export const PointRecordSchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    /** A POINT_SOURCES key; sources added later still come through, and the web app labels them by sign. */
    source: z.string(),
    /** Negative means used. */
    points: z.number().int(),
  })
  .meta({ id: 'PointRecord' })
export type PointRecord = z.infer<typeof PointRecordSchema>

/** The points history's two tabs (spec 2 §2): earned rows are 0 or more, used rows negative. */
export const POINT_RECORD_KINDS = ['earned', 'used'] as const
export type PointRecordKind = (typeof POINT_RECORD_KINDS)[number]

/** The dashboard's preview of the latest records (spec 2 §9). */
export const RECENT_POINT_RECORDS = 3
/** Records per page of the history, and the most one request may ask for. */
export const POINT_HISTORY_PAGE = 50
export const POINT_HISTORY_MAX_PAGE = 100

export const PointHistoryPageSchema = z
  .object({
    data: z.array(PointRecordSchema),
    /** Pass as `before` for the next, older page; null when there is none. */
    nextBefore: z.number().int().nullable(),
  })
  .meta({ id: 'PointHistoryPage' })
