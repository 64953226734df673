import { createFileRoute } from '@tanstack/react-router'
import { DonateItemsDashboardPage } from '../../../../features/admin/charity/donate-item-pages.tsx'

export const Route = createFileRoute('/admin/_dev/donate/dashboard')({ component: DonateItemsDashboardPage })
