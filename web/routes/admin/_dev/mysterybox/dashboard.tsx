import { createFileRoute } from '@tanstack/react-router'
import { MysteryDashboardPage } from '../../../../features/admin/mystery-box/mystery-dashboard-page.tsx'

export const Route = createFileRoute('/admin/_dev/mysterybox/dashboard')({ component: MysteryDashboardPage })
