import { FraudRangeSchema, FraudReportSchema } from '../fraud-signals.ts'
import { defineRoute } from './define-route.ts'

const tags = ['Admin: fraud signals']

export const fetchFraudSignals = defineRoute({
  method: 'get',
  path: '/admin/fetch/fraud/signals',
  access: 'admin',
  tags,
  summary:
    'Members and devices with unusual activity between two Malaysian dates (inclusive, at most 31 days; the last 7 days when none are given), grouped by kind, each with its evidence',
  query: FraudRangeSchema,
  responses: { 200: FraudReportSchema },
  errors: { 422: ['dateRangeRequired', 'fraudRangeInvalid'] },
})
