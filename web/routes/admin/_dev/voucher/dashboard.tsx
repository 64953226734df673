import { createFileRoute } from '@tanstack/react-router'
import { VoucherDashboardPage } from '../../../../features/admin/vouchers/voucher-dashboard-page.tsx'

export const Route = createFileRoute('/admin/_dev/voucher/dashboard')({ component: VoucherDashboardPage })
