import { z } from 'zod'
import { DateRangeSchema, ScanRowSchema } from '../code-batches.ts'
import { FreeSampleRowSchema } from '../sample-report.ts'
import { defineRoute, fileAnswer } from './define-route.ts'

const tags = ['Admin: reports']

export const scanReport = defineRoute({
  method: 'post',
  path: '/admin/report/scan',
  access: 'admin',
  tags,
  summary: 'Scan report, newest first, optionally between two Malaysian dates (inclusive)',
  json: DateRangeSchema,
  responses: { 200: z.object({ data: z.array(ScanRowSchema) }) },
  errors: { 422: ['dateRangeRequired'] },
})

export const scanReportCsv = defineRoute({
  method: 'get',
  path: '/admin/report/scan/csv',
  access: 'admin',
  tags,
  summary: 'The scan report as scanReport.csv',
  query: DateRangeSchema,
  responses: { 200: fileAnswer('text/csv', 'The scan report, times in Malaysian time') },
  errors: { 422: ['dateRangeRequired'] },
})

export const freeSampleReport = defineRoute({
  method: 'post',
  path: '/admin/report/sample',
  access: 'admin',
  tags,
  summary: 'Free-sample report: every sample order (signup and requested), newest first, optionally placed between two Malaysian dates (inclusive)',
  json: DateRangeSchema,
  responses: { 200: z.object({ data: z.array(FreeSampleRowSchema) }) },
  errors: { 422: ['dateRangeRequired'] },
})

export const freeSampleReportCsv = defineRoute({
  method: 'get',
  path: '/admin/report/sample/csv',
  access: 'admin',
  tags,
  summary: 'The free-sample report as freeSampleReport.csv, written as it is read from the database',
  query: DateRangeSchema,
  responses: { 200: fileAnswer('text/csv', 'The free-sample report, times in Malaysian time') },
  errors: { 422: ['dateRangeRequired'] },
})
