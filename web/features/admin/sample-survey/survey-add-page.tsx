import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { addSurveyQuestion } from './api/add-survey-question.ts'
import { fetchBrands } from './api/fetch-brands.ts'
import { SurveyQuestionForm } from './survey-question-form.tsx'
import { SURVEY_SCREENS } from './survey-screens.ts'
import './sample-survey.css'

/** `/admin/sample/survey/add`: a new survey question; saved, it is back to the dashboard (spec 3 §4). */
export function SurveyAddPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { loaded, reload } = useLoad(fetchBrands)
  return (
    <div className="admin-page survey-form-page">
      <AdminPageHeader title={t('adminSurvey.form.pageTitle')} back={<Link to={SURVEY_SCREENS.dashboard}>{t('adminSurvey.back')}</Link>} />
      <LoadView loaded={loaded} failedText={t('adminSurvey.form.brandsFailed')} onRetry={reload}>
        {(brands) => (
          <SurveyQuestionForm
            brands={brands}
            onSubmit={async (question) => {
              await addSurveyQuestion(question)
              await navigate({ to: SURVEY_SCREENS.dashboard })
            }}
          />
        )}
      </LoadView>
    </div>
  )
}
