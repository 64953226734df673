import { createFileRoute } from '@tanstack/react-router'
import { TrackingReportPage } from '../../../features/admin/tracking/tracking-report-page.tsx'

export const Route = createFileRoute('/admin/_dev/tracking')({ component: TrackingReportPage })
