import { createFileRoute } from '@tanstack/react-router'
import { ContestsPage } from '../../../features/contests/contests-page.tsx'

export const Route = createFileRoute('/_site/_member/contest')({ component: ContestsPage })
