import type { AppDeps } from '../../deps.ts'
import { requireAdmin } from '../../http/auth.ts'
import { createRouter } from '../../http/openapi.ts'
import { adminAuditRoutes } from './audit.ts'
import { adminAuthRoutes } from './auth.ts'
import { adminBrandRoutes } from './brands.ts'
import { codeBatchRoutes } from './code-batches.ts'
import { adminContentRoutes } from './content.ts'
import { contestReviewRoutes } from './contest-review.ts'
import { adminContestRoutes } from './contests.ts'
import { adminNoticeRoutes } from './notices.ts'
import { adminOrderRoutes } from './orders.ts'
import { adminPointChartRoutes } from './point-chart.ts'
import { adminReceiptRoutes } from './receipts.ts'
import { sampleReportRoutes } from './sample-report.ts'
import { adminSampleSurveyRoutes } from './sample-survey.ts'
import { adminSampleRoutes } from './samples.ts'
import { scanReportRoutes } from './scan-report.ts'
import { adminSettingsRoutes } from './settings.ts'
import { adminShopItemRoutes } from './shop-items.ts'
import { adminVoucherRoutes } from './vouchers.ts'

/** The back office's paths outside sign-in (spec 3): all of them are for dev admins. */
const GUARDED_PREFIXES = ['/admin/fetch/*', '/admin/setting/*', '/admin/report/*']

/**
 * The back office: its sign-in routes, which check roles route by route (anyone may sign in, a
 * superadmin may sign out), and its areas, behind the dev guard applied here once.
 */
export function adminRoutes(deps: AppDeps) {
  const app = createRouter()
  app.route('/', adminAuthRoutes(deps))
  const dev = requireAdmin(deps)
  for (const prefix of GUARDED_PREFIXES) app.use(prefix, dev)
  // One per line: areas join in parallel branches.
  const areas = [
    adminBrandRoutes,
    codeBatchRoutes,
    scanReportRoutes,
    adminReceiptRoutes,
    adminPointChartRoutes,
    adminShopItemRoutes,
    adminOrderRoutes,
    adminVoucherRoutes,
    adminSampleRoutes,
    sampleReportRoutes,
    adminAuditRoutes,
    adminSampleSurveyRoutes,
    adminContentRoutes,
    adminNoticeRoutes,
    adminSettingsRoutes,
    adminContestRoutes,
    contestReviewRoutes,
  ]
  for (const area of areas) app.route('/', area(deps))
  return app
}
