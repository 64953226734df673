import { createFileRoute } from '@tanstack/react-router'
import { ItemsDashboardPage } from '../../../../features/admin/shop-items/items-dashboard-page.tsx'

export const Route = createFileRoute('/admin/_dev/catalog/dashboard')({ component: CatalogDashboard })

function CatalogDashboard() {
  return <ItemsDashboardPage kind="item" />
}
