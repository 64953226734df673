import { createFileRoute } from '@tanstack/react-router'
import { PointHistoryPage } from '../../../features/admin/accounts/point-history-page.tsx'

export const Route = createFileRoute('/admin/_dev/pointhistory')({ component: PointHistoryPage })
