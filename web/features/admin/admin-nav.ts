import type { LinkProps } from '@tanstack/react-router'

/** The back office's side menu (spec 3 §2.1), in the spec's order; entries join as their screens are built. */
export const ADMIN_NAV: readonly { to: LinkProps['to']; label: string }[] = [
  // Not in the spec's list: the dev admins' overview comes first (decision 128).
  { to: '/admin/overview', label: 'adminOverview.nav' },
  { to: '/admin/scan', label: 'admin.nav.scanReport' },
  { to: '/admin/pointshop', label: 'admin.nav.pointshopReport' },
  { to: '/admin/pointhistory', label: 'adminPointHistory.nav' },
  { to: '/admin/account', label: 'admin.nav.accounts' },
  { to: '/admin/freesample', label: 'adminFreeSamples.nav' },
  { to: '/admin/fitathon', label: 'adminContestReview.nav' },
  { to: '/admin/contest/dashboard', label: 'adminContests.nav' },
  { to: '/admin/wishingtree/dashboard', label: 'adminCharity.nav.wishingTree' },
  { to: '/admin/article/dashboard', label: 'adminArticles.nav' },
  { to: '/admin/blog/dashboard', label: 'adminCharity.nav.blogs' },
  { to: '/admin/journey/dashboard', label: 'adminCharity.nav.journey' },
  { to: '/admin/brand/dashboard', label: 'admin.nav.brands' },
  { to: '/admin/sample/dashboard', label: 'adminSamples.nav.samples' },
  { to: '/admin/sample/survey/dashboard', label: 'adminSurvey.nav.survey' },
  { to: '/admin/scancode/dashboard', label: 'admin.nav.scanCodes' },
  { to: '/admin/catalog/dashboard', label: 'adminShopItems.nav.items' },
  { to: '/admin/voucher/dashboard', label: 'adminVouchers.nav.vouchers' },
  { to: '/admin/donate/dashboard', label: 'adminCharity.nav.donate' },
  { to: '/admin/news/dashboard', label: 'adminNews.nav' },
  { to: '/admin/massCredit/dashboard', label: 'adminMassCredit.nav' },
  { to: '/admin/promoter/dashboard', label: 'adminPromoters.nav' },
  { to: '/admin/pregnant/dashboard', label: 'adminShopItems.nav.pregnant' },
  { to: '/admin/bulkCreate/users/dashboard', label: 'adminBulkUsers.nav' },
  { to: '/admin/receipts', label: 'admin.nav.receipts' },
  { to: '/admin/orders', label: 'admin.nav.orders' },
  { to: '/admin/pointchart', label: 'admin.nav.pointChart' },
  { to: '/admin/audit', label: 'adminAudit.nav' },
  { to: '/admin/fraud', label: 'adminFraud.nav' },
  { to: '/admin/tracking', label: 'adminTracking.nav' },
  { to: '/admin/notices', label: 'adminNotices.nav' },
  { to: '/admin/settings', label: 'adminSettings.nav' },
  { to: '/admin/mysterybox/dashboard', label: 'adminMysteryBox.nav' },
  { to: '/admin/users', label: 'adminUsers.nav' },
]

/** A superadmin sees only the accounts link; every other admin sees them all. */
export function adminNavFor(role: string | null) {
  return role === 'superadmin' ? ADMIN_NAV.filter((item) => item.to === '/admin/account') : ADMIN_NAV
}
