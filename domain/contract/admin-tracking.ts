import { OverviewQuerySchema } from '../overview.ts'
import { TrackingReportSchema } from '../tracking.ts'
import { defineRoute, fileAnswer } from './define-route.ts'

const tags = ['Admin: tracking']
const errors = { 422: ['dateRangeRequired', 'overviewRangeInvalid', 'overviewRangeTooLong'] } as const

export const fetchTrackingReport = defineRoute({
  method: 'get',
  path: '/admin/fetch/tracking',
  access: 'admin',
  tags,
  summary:
    'First-party tracking events for dev admins: each event counted per Malaysian day from `from` to `to` (both or neither: then the last 30 days, today included; at most 366 days), with how many were of members who consented',
  query: OverviewQuerySchema,
  responses: { 200: TrackingReportSchema },
  errors,
})

export const trackingReportCsv = defineRoute({
  method: 'get',
  path: '/admin/report/tracking/csv',
  access: 'admin',
  tags,
  summary: 'The tracking report of the range as trackingReport.csv',
  query: OverviewQuerySchema,
  responses: { 200: fileAnswer('text/csv', 'One line per day and event, days in Malaysian time') },
  errors,
})
