import { createFileRoute } from '@tanstack/react-router'
import { SurveyDashboardPage } from '../../../../../features/admin/sample-survey/survey-dashboard-page.tsx'

export const Route = createFileRoute('/admin/_dev/sample/survey/dashboard')({ component: SurveyDashboardPage })
