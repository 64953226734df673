import { createFileRoute } from '@tanstack/react-router'
import { PointChartAdminPage } from '../../../features/admin/point-chart/point-chart-page.tsx'

export const Route = createFileRoute('/admin/_dev/pointchart')({ component: PointChartAdminPage })
