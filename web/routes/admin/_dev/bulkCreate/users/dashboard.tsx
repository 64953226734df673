import { createFileRoute } from '@tanstack/react-router'
import { BulkUsersDashboardPage } from '../../../../../features/admin/bulk-users/dashboard-page.tsx'

export const Route = createFileRoute('/admin/_dev/bulkCreate/users/dashboard')({ component: BulkUsersDashboardPage })
