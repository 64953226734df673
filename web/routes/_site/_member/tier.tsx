import { createFileRoute } from '@tanstack/react-router'
import { TierPage } from '../../../features/tiers/tier-page.tsx'

export const Route = createFileRoute('/_site/_member/tier')({ component: TierPage })
