import { createFileRoute } from '@tanstack/react-router'
import { BrandDashboardPage } from '../../../../features/admin/brands/brand-dashboard-page.tsx'

export const Route = createFileRoute('/admin/_dev/brand/dashboard')({ component: BrandDashboardPage })
