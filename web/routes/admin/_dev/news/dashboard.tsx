import { createFileRoute } from '@tanstack/react-router'
import { NewsDashboardPage } from '../../../../features/admin/news/news-dashboard-page.tsx'

export const Route = createFileRoute('/admin/_dev/news/dashboard')({ component: NewsDashboardPage })
