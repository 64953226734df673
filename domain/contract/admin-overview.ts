import { OverviewQuerySchema, OverviewSchema } from '../overview.ts'
import { defineRoute } from './define-route.ts'

export const fetchOverview = defineRoute({
  method: 'get',
  path: '/admin/fetch/overview',
  access: 'admin',
  tags: ['Admin: overview'],
  summary:
    'The overview for dev admins: sign-ups, codes credited, receipts approved, points earned and spent per Malaysian day from `from` to `to` (both or neither: then the last 30 days, today included; at most 366 days), their totals, and the members of each tier now',
  query: OverviewQuerySchema,
  responses: { 200: OverviewSchema },
  errors: { 422: ['dateRangeRequired', 'overviewRangeInvalid', 'overviewRangeTooLong'] },
})
