import { createFileRoute } from '@tanstack/react-router'
import { ItemsDashboardPage } from '../../../../features/admin/shop-items/items-dashboard-page.tsx'

export const Route = createFileRoute('/admin/_dev/pregnant/dashboard')({ component: PregnantDashboard })

function PregnantDashboard() {
  return <ItemsDashboardPage kind="pregnant" />
}
