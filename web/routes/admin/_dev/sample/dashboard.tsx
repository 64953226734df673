import { createFileRoute } from '@tanstack/react-router'
import { SamplesDashboardPage } from '../../../../features/admin/samples/samples-dashboard-page.tsx'

export const Route = createFileRoute('/admin/_dev/sample/dashboard')({ component: SamplesDashboardPage })
