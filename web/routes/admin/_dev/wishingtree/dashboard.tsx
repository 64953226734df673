import { createFileRoute } from '@tanstack/react-router'
import { WishersDashboardPage } from '../../../../features/admin/charity/wishers-dashboard-page.tsx'

export const Route = createFileRoute('/admin/_dev/wishingtree/dashboard')({ component: WishersDashboardPage })
