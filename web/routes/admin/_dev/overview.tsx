import { createFileRoute } from '@tanstack/react-router'
import { OverviewPage } from '../../../features/admin/overview/overview-page.tsx'

export const Route = createFileRoute('/admin/_dev/overview')({ component: OverviewPage })
