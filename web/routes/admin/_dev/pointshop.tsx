import { createFileRoute } from '@tanstack/react-router'
import { PointshopReportPage } from '../../../features/admin/orders/pointshop-report-page.tsx'

export const Route = createFileRoute('/admin/_dev/pointshop')({ component: PointshopReportPage })
