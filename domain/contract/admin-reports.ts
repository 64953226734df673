import { ReportFilterSchema, reportPage, reportPageQuery } from '../account-report.ts'
import { ScanCursorSchema, ScanRowSchema } from '../code-batches.ts'
import { FreeSampleRowSchema } from '../sample-report.ts'
import { OrderCursorSchema } from '../shop.ts'
import { defineRoute, fileAnswer } from './define-route.ts'

const tags = ['Admin: reports']

export const scanReport = defineRoute({
  method: 'post',
  path: '/admin/report/scan',
  access: 'admin',
  tags,
  summary: 'Scan report, newest first, 100 a page: scanned between two Malaysian dates (inclusive), searched by email or phone',
  json: reportPageQuery(ScanCursorSchema),
  responses: { 200: reportPage(ScanRowSchema) },
  errors: { 422: ['dateRangeRequired'] },
})

export const scanReportCsv = defineRoute({
  method: 'get',
  path: '/admin/report/scan/csv',
  access: 'admin',
  tags,
  summary: 'The filtered scan report as scanReport.csv, streamed as it is read',
  query: ReportFilterSchema,
  responses: { 200: fileAnswer('text/csv', 'The scan report, times in Malaysian time') },
  errors: { 422: ['dateRangeRequired'] },
})

export const freeSampleReport = defineRoute({
  method: 'post',
  path: '/admin/report/sample',
  access: 'admin',
  tags,
  summary:
    'Free-sample report: sample orders (signup and requested), newest first, 100 a page, placed between two Malaysian dates (inclusive), searched by email or phone',
  json: reportPageQuery(OrderCursorSchema),
  responses: { 200: reportPage(FreeSampleRowSchema) },
  errors: { 422: ['dateRangeRequired'] },
})

export const freeSampleReportCsv = defineRoute({
  method: 'get',
  path: '/admin/report/sample/csv',
  access: 'admin',
  tags,
  summary: 'The filtered free-sample report as freeSampleReport.csv, streamed as it is read',
  query: ReportFilterSchema,
  responses: { 200: fileAnswer('text/csv', 'The free-sample report, times in Malaysian time') },
  errors: { 422: ['dateRangeRequired'] },
})
