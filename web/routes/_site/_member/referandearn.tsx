import { createFileRoute } from '@tanstack/react-router'
import { ReferAndEarnPage } from '../../../features/referral/refer-and-earn-page.tsx'

export const Route = createFileRoute('/_site/_member/referandearn')({ component: ReferAndEarnPage })
