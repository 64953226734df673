import { createFileRoute } from '@tanstack/react-router'
import { TierHelpPage } from '../../../features/tiers/tier-help-page.tsx'

export const Route = createFileRoute('/_site/_member/tierHelpCenter')({ component: TierHelpPage })
