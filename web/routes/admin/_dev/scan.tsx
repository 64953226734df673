import { createFileRoute } from '@tanstack/react-router'
import { ScanReportPage } from '../../../features/admin/reports/scan-report-page.tsx'

export const Route = createFileRoute('/admin/_dev/scan')({ component: ScanReportPage })
