import { z } from 'zod'
import { businessDate } from './business-time.ts'

const HAS_OFFSET = /(?:Z|[+-]\d\d:\d\d)$/i

/**
 * The calendar date a client means: `YYYY-MM-DD` as it is, or an ISO 8601 date-time (what
 * `Date.toISOString()` gives, `2024-01-15T00:00:00.000Z`) as the Malaysian calendar date of that
 * instant, so `2024-01-15T20:00:00.000Z` is 16 January. A date-time without an offset is Malaysian
 * time already. Every date a request carries goes through this, so each field stores and compares
 * `YYYY-MM-DD`.
 */
export function calendarDate(options: { error?: string } = {}) {
  // The message goes on each form too: a form's resolver reports the first form's issue.
  return z
    .union([z.iso.date(options), z.iso.datetime({ offset: true, local: true, ...options })], options)
    .transform((value) => (value.length === 10 || !HAS_OFFSET.test(value) ? value.slice(0, 10) : businessDate(new Date(value))))
}

export const CalendarDateSchema = calendarDate()
