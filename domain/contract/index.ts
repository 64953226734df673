import * as adminAccounts from './admin-accounts.ts'
import * as adminAudit from './admin-audit.ts'
import * as adminAuth from './admin-auth.ts'
import * as adminBrands from './admin-brands.ts'
import * as adminBulkUsers from './admin-bulk-users.ts'
import * as adminCharity from './admin-charity.ts'
import * as adminCodes from './admin-codes.ts'
import * as adminContent from './admin-content.ts'
import * as adminMysteryBox from './admin-mystery-box.ts'
import * as adminContests from './admin-contests.ts'
import * as adminFraud from './admin-fraud.ts'
import * as adminMassCredit from './admin-mass-credit.ts'
import * as adminNotices from './admin-notices.ts'
import * as adminOverview from './admin-overview.ts'
import * as adminPointChart from './admin-point-chart.ts'
import * as adminPromoters from './admin-promoters.ts'
import * as adminReceipts from './admin-receipts.ts'
import * as adminReports from './admin-reports.ts'
import * as adminSamples from './admin-samples.ts'
import * as adminSettings from './admin-settings.ts'
import * as adminShop from './admin-shop.ts'
import * as adminTracking from './admin-tracking.ts'
import * as adminUsers from './admin-users.ts'
import * as adminVouchers from './admin-vouchers.ts'
import * as charity from './charity.ts'
import * as codes from './codes.ts'
import * as content from './content.ts'
import * as contests from './contests.ts'
import * as identity from './identity.ts'
import * as inbox from './inbox.ts'
import * as mysteryBox from './mystery-box.ts'
import * as partner from './partner.ts'
import * as profile from './profile.ts'
import * as push from './push.ts'
import * as receipts from './receipts.ts'
import * as rewards from './rewards.ts'
import * as sampleSurvey from './sample-survey.ts'
import * as samples from './samples.ts'
import * as session from './session.ts'
import * as socialLogin from './social-login.ts'
import * as shop from './shop.ts'
import * as system from './system.ts'
import * as vouchers from './vouchers.ts'
import type { RouteContract } from './define-route.ts'

/** The routes a contract module exports (it may export constants beside them). */
function routesOf(area: Record<string, unknown>): RouteContract[] {
  return Object.values(area).filter((value): value is RouteContract => typeof value === 'object' && value !== null && 'method' in value && 'responses' in value)
}

/** Every route of the API, area by area: the API serves exactly these, the API tests check answers against them. */
// One area per line: areas join in parallel branches.
export const CONTRACTS: readonly RouteContract[] = [
  adminAccounts,
  adminAudit,
  adminAuth,
  adminBrands,
  adminBulkUsers,
  adminCharity,
  adminCodes,
  adminContent,
  adminMysteryBox,
  adminContests,
  adminFraud,
  adminMassCredit,
  adminNotices,
  adminOverview,
  adminPointChart,
  adminPromoters,
  adminReceipts,
  adminReports,
  adminSamples,
  adminSettings,
  adminShop,
  adminTracking,
  adminUsers,
  adminVouchers,
  charity,
  codes,
  content,
  contests,
  identity,
  inbox,
  mysteryBox,
  partner,
  profile,
  push,
  receipts,
  rewards,
  sampleSurvey,
  samples,
  session,
  socialLogin,
  shop,
  system,
  vouchers,
].flatMap(routesOf)
