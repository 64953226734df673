import { createFileRoute } from '@tanstack/react-router'
import { MassCreditDashboardPage } from '../../../../features/admin/mass-credit/dashboard-page.tsx'

export const Route = createFileRoute('/admin/_dev/massCredit/dashboard')({ component: MassCreditDashboardPage })
