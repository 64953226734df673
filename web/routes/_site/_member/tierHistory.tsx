import { createFileRoute } from '@tanstack/react-router'
import { TierHistoryPage } from '../../../features/tiers/tier-history-page.tsx'

export const Route = createFileRoute('/_site/_member/tierHistory')({ component: TierHistoryPage })
