import { createFileRoute } from '@tanstack/react-router'
import { PointsHistoryPage } from '../../../features/points/points-history-page.tsx'

export const Route = createFileRoute('/_site/_member/viewpoints')({ component: PointsHistoryPage })
