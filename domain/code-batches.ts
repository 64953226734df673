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

export const BATCH_STATUSES = ['generating', 'done', 'failed'] as const
export type BatchStatus = (typeof BATCH_STATUSES)[number]

const positive = z.number({ error: 'fillAllFieldsInForm' }).int().positive('fillAllFieldsInForm')

export const GenerateBatchSchema = z.strictObject({
  brandId: positive,
  formatId: positive,
  sizeId: positive,
  quantity: positive.max(MAX_BATCH_QUANTITY, 'fillAllFieldsInForm'),
  points: positive.max(MAX_CODE_POINTS, 'fillAllFieldsInForm'),
})
export type GenerateBatch = z.infer<typeof GenerateBatchSchema>

/** The spec's `{newDate}`, which holds the list of double-point days (DECISIONS: one list, edited whole). */
export const DoublePointDaysEditSchema = z.strictObject({
  newDate: z
    .array(z.number().int().min(1, 'doublePointDaysInvalid').max(31, 'doublePointDaysInvalid'))
    .max(31)
    .refine((days) => new Set(days).size === days.length, 'doublePointDaysInvalid'),
})

/** Report filters: both dates or neither (spec 3 §5 "Please fill up both field"). */
export const DateRangeSchema = z
  .strictObject({ startDate: CalendarDateSchema.optional(), endDate: CalendarDateSchema.optional() })
  .refine((r) => (r.startDate === undefined) === (r.endDate === undefined), 'dateRangeRequired')
export type DateRange = z.infer<typeof DateRangeSchema>

/** A batch as the back office lists it, with its progress and how many of its codes were scanned. */
export const CodeBatchSchema = z
  .object({
    id: z.number().int(),
    brand: z.object({ name: z.string() }),
    format: z.object({ name: z.string() }),
    size: z.object({ name: z.string() }),
    points: z.number().int(),
    quantity: z.number().int(),
    generated: z.number().int(),
    scanned: z.number().int(),
    status: z.enum(BATCH_STATUSES),
    failureReason: z.enum(BATCH_FAILURE_REASONS).nullable(),
    active: z.boolean(),
    fileUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'CodeBatch' })

/** The spec's `doublePointsDate.date`: the days of the month that earn double points. */
export const DoublePointsDateSchema = z.object({ date: z.array(z.number().int()) })

/** One scan: who registered which code, when, and what it earned. */
export const ScanRowSchema = z.object({
  scannedAt: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  number: z.string(),
  code: z.string(),
  batchId: z.number().int(),
  brand: z.string(),
  format: z.string(),
  size: z.string(),
  points: z.number().int(),
})
export type ScanRow = z.infer<typeof ScanRowSchema>
/** Where a page of the scan report ends, newest first: the last scan's time and code (codes are unique). */
export const ScanCursorSchema = z.strictObject({ scannedAt: z.iso.datetime(), code: z.string().min(1).max(32) })
export type ScanCursor = z.infer<typeof ScanCursorSchema>
export const scanCursor = ({ scannedAt, code }: ScanRow): ScanCursor => ({ scannedAt, code })

/** One code looked up in the back office. */
export const CodeLookupSchema = z.object({
  code: z.string(),
  batchId: z.number(),
  brand: z.string(),
  format: z.string(),
  size: z.string(),
  active: z.boolean(),
  scanned: z.boolean(),
  scannedAt: z.string().nullable(),
  email: z.string().nullable(),
})
export type CodeLookup = z.infer<typeof CodeLookupSchema>
