import { createFileRoute } from '@tanstack/react-router'
import { JourneyDashboardPage } from '../../../../features/admin/charity/journey-pages.tsx'

export const Route = createFileRoute('/admin/_dev/journey/dashboard')({ component: JourneyDashboardPage })
