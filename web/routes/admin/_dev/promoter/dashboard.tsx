import { createFileRoute } from '@tanstack/react-router'
import { PromotersDashboardPage } from '../../../../features/admin/promoters/promoters-dashboard-page.tsx'

export const Route = createFileRoute('/admin/_dev/promoter/dashboard')({ component: PromotersDashboardPage })
