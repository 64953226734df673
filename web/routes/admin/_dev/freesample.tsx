import { createFileRoute } from '@tanstack/react-router'
import { FreeSampleReportPage } from '../../../features/admin/reports/free-sample-report-page.tsx'

export const Route = createFileRoute('/admin/_dev/freesample')({ component: FreeSampleReportPage })
