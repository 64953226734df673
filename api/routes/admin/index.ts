import { ADMIN_ROLES } from '../../../domain/admin.ts'
import { CONTRACTS } from '../../../domain/contract/index.ts'
import type { AppDeps } from '../../deps.ts'
import { adminRolesOf, allowAdminRoles, requireAdmin } from '../../http/auth.ts'
import { createRouter } from '../../http/openapi.ts'
import { adminAccountRoutes } from './accounts.ts'
import { adminUserRoutes } from './admin-users.ts'
import { adminAuditRoutes } from './audit.ts'
import { adminAuthRoutes } from './auth.ts'
import { adminBrandRoutes } from './brands.ts'
import { adminBulkUserRoutes } from './bulk-users.ts'
import { adminCharityRoutes } from './charity.ts'
import { codeBatchRoutes } from './code-batches.ts'
import { adminContentRoutes } from './content.ts'
import { adminMysteryBoxRoutes } from './mystery-box.ts'
import { contestReviewRoutes } from './contest-review.ts'
import { adminContestRoutes } from './contests.ts'
import { adminFraudRoutes } from './fraud.ts'
import { adminMassCreditRoutes } from './mass-credit.ts'
import { adminNoticeRoutes } from './notices.ts'
import { adminOverviewRoutes } from './overview.ts'
import { adminOrderRoutes } from './orders.ts'
import { adminPointChartRoutes } from './point-chart.ts'
import { adminPromoterRoutes } from './promoters.ts'
import { adminReceiptRoutes } from './receipts.ts'
import { sampleReportRoutes } from './sample-report.ts'
import { adminSampleSurveyRoutes } from './sample-survey.ts'
import { adminSampleRoutes } from './samples.ts'
import { scanReportRoutes } from './scan-report.ts'
import { adminSettingsRoutes } from './settings.ts'
import { adminShopItemRoutes } from './shop-items.ts'
import { adminTrackingRoutes } from './tracking.ts'
import { adminVoucherRoutes } from './vouchers.ts'

/** The back office's paths outside sign-in (spec 3): only an admin's session reaches them. */
const GUARDED_PREFIXES = ['/admin/fetch/*', '/admin/setting/*', '/admin/report/*']

/** Hono's form of a contract path: `/admin/item/{id}` is `/admin/item/:id`. */
const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1')

/**
 * The back office: its sign-in routes, which check roles route by route (anyone may sign in, a
 * superadmin may sign out), and its areas: any admin session passes the guard of their prefixes,
 * then each route lets in only the roles its contract names (`adminRoles`, dev when absent).
 */
export function adminRoutes(deps: AppDeps) {
  const app = createRouter()
  app.route('/', adminAuthRoutes(deps))
  const anyAdmin = requireAdmin(deps, [...ADMIN_ROLES])
  for (const prefix of GUARDED_PREFIXES) app.use(prefix, anyAdmin)
  for (const contract of CONTRACTS) {
    if (contract.access === 'admin' && !contract.path.startsWith('/admin/auth/')) {
      app.on(contract.method.toUpperCase(), honoPath(contract.path), allowAdminRoles(deps, adminRolesOf(contract)))
    }
  }
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
    adminCharityRoutes,
    adminMysteryBoxRoutes,
    adminContestRoutes,
    contestReviewRoutes,
    adminMassCreditRoutes,
    adminAccountRoutes,
    adminUserRoutes,
    adminPromoterRoutes,
    adminFraudRoutes,
    adminOverviewRoutes,
    adminBulkUserRoutes,
    adminTrackingRoutes,
  ]
  for (const area of areas) app.route('/', area(deps))
  return app
}
