import { createFileRoute } from '@tanstack/react-router'
import { SurveyAddPage } from '../../../../../features/admin/sample-survey/survey-add-page.tsx'

export const Route = createFileRoute('/admin/_dev/sample/survey/add')({ component: SurveyAddPage })
