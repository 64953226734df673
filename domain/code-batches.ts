import { z } from 'zod'
import { CalendarDateSchema } from './calendar-date.ts'

/** The most codes one batch may hold; the generator is measured at 1,000,000 (npm run bench:codes). */
export const MAX_BATCH_QUANTITY = 2_000_000
export const MAX_CODE_POINTS = 100_000

/**
 * Why generating a batch failed, shown in the back office: its CSV could not be written (a full or
 * read-only disk), or its codes could not be made or saved.
 */
export const BATCH_FAILURE_REASONS = ['csv', 'codes'] as const
export type BatchFailureReason = (typeof BATCH_FAILURE_REASONS)[number]

const positive = z.number({ error: 'fillAllFieldsInForm' }).int().positive('fillAllFieldsInForm')

export const GenerateBatchSchema = z.strictObject({
  brandId: positive,
  formatId: positive,
  sizeId: positive,
  quantity: positive.max(MAX_BATCH_QUANTITY, 'fillAllFieldsInForm'),
  points: positive.max(MAX_CODE_POINTS, 'fillAllFieldsInForm'),
})
export type GenerateBatch = z.infer<typeof GenerateBatchSchema>

export const DoublePointDaysEditSchema = z.strictObject({
  days: z
    .array(z.number().int().min(1, 'doublePointDaysInvalid').max(31, 'doublePointDaysInvalid'))
    .max(31)
    .refine((days) => new Set(days).size === days.length, 'doublePointDaysInvalid'),
})

/** Report filters: both dates or neither (spec 3 §5 "Please fill up both field"). */
export const DateRangeSchema = z
  .strictObject({ startDate: CalendarDateSchema.optional(), endDate: CalendarDateSchema.optional() })
  .refine((r) => (r.startDate === undefined) === (r.endDate === undefined), 'dateRangeRequired')
