import { z } from 'zod'
import { AdminBrandSchema } from '../catalogue.ts'
import { CodeBatchSchema, CodeLookupSchema, DoublePointDaysEditSchema, DoublePointsDateSchema, GenerateBatchSchema, ScanRowSchema } from '../code-batches.ts'
import { defineRoute, fileAnswer } from './define-route.ts'

const tags = ['Admin: scan codes']
const BatchIdQuery = z.object({ id: z.coerce.number<string>().int().positive() })

export const fetchBatchDashboard = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/code/batch',
  access: 'admin',
  tags,
  summary: 'Code batches with progress, the brands they may be made for, the double-point days and whether any batch is generating',
  responses: {
    200: z.object({ batches: z.array(CodeBatchSchema), brands: z.array(AdminBrandSchema), doublePointsDate: DoublePointsDateSchema, generatingStatus: z.enum(['generating', 'idle']) }),
  },
})

export const generateBatch = defineRoute({
  method: 'post',
  path: '/admin/setting/code/generate',
  access: 'admin',
  tags,
  summary: 'Start generating a batch in the background (status generating, then done, or failed with its failureReason)',
  json: GenerateBatchSchema,
  responses: { 200: CodeBatchSchema },
  errors: { 422: ['fillAllFieldsInForm', 'sizeNotInBrand'] },
})

export const toggleBatch = defineRoute({
  method: 'post',
  path: '/admin/setting/hide/batchCode',
  access: 'admin',
  tags,
  summary: "Turn a batch on or off; an inactive batch's codes are refused",
  json: z.strictObject({ id: z.number().int().positive() }),
  responses: { 200: z.object({ id: z.number(), active: z.boolean() }) },
  errors: { 404: ['notFound'] },
})

export const editDoublePointDays = defineRoute({
  method: 'post',
  path: '/admin/setting/doublePointsDate/edit',
  access: 'admin',
  tags,
  summary: 'Set the days of the month that earn double points',
  json: DoublePointDaysEditSchema,
  responses: { 200: z.object({ doublePointsDate: DoublePointsDateSchema }) },
  errors: { 422: ['doublePointDaysInvalid', 'doublePointDaysUnchanged'] },
})

export const findCode = defineRoute({
  method: 'post',
  path: '/admin/fetch/dashboard/code/detail',
  access: 'admin',
  tags,
  summary: 'Look up one 10-character code',
  json: z.strictObject({ query: z.string().max(40) }),
  responses: { 200: CodeLookupSchema },
  errors: { 404: ['notFound'], 422: ['codeFormat'] },
})

export const fetchBatchDetails = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/code/batch/details',
  access: 'admin',
  tags,
  summary: 'A batch and its latest scans',
  query: BatchIdQuery,
  responses: { 200: z.object({ batch: CodeBatchSchema, recentScans: z.array(ScanRowSchema) }) },
  errors: { 404: ['notFound'] },
})

export const fetchBatchFile = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/code/batch/file',
  access: 'admin',
  tags,
  summary: "Download a finished batch's codes as CSV",
  query: BatchIdQuery,
  responses: { 200: fileAnswer('text/csv', "The batch's codes") },
  errors: { 404: ['notFound'] },
})
