import { createFileRoute } from '@tanstack/react-router'
import { ContestReviewPage } from '../../../features/admin/contest-review/contest-review-page.tsx'

export const Route = createFileRoute('/admin/_dev/fitathon')({ component: ContestReviewPage })
