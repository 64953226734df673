import { createFileRoute } from '@tanstack/react-router'
import { ContestsDashboardPage } from '../../../../features/admin/contests/contests-dashboard-page.tsx'

export const Route = createFileRoute('/admin/_dev/contest/dashboard')({ component: ContestsDashboardPage })
