import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { type AdminSurveyQuestion, LOW_RATING_BELOW } from '../../../../domain/sample-survey.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { useShowBoxes } from '../ui/use-show-boxes.tsx'
import { fetchSurveyQuestions } from './api/fetch-survey-questions.ts'
import { flipSurveyQuestion } from './api/flip-survey-question.ts'
import { SURVEY_SCREENS } from './survey-screens.ts'
import './sample-survey.css'

/**
 * `/admin/sample/survey/dashboard` (spec 3 §2.9): every survey question with its answers, the brand
 * and size it is asked for, and a show/hide box that changes only once the server has, so a wrong
 * question can be withdrawn (feedback already given keeps the titles it was answered under).
 */
export function SurveyDashboardPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchSurveyQuestions)
  return (
    <div className="admin-page survey-page">
      <AdminPageHeader
        title={t('adminSurvey.dashboard.title')}
        actions={
          <Link to={SURVEY_SCREENS.add} className="button">
            {t('adminSurvey.dashboard.newQuestion')}
          </Link>
        }
      />
      <p>{t('adminSurvey.dashboard.intro')}</p>
      <LoadView loaded={loaded} failedText={t('adminSurvey.dashboard.loadFailed')} onRetry={reload}>
        {(questions) => <QuestionsTable questions={questions} />}
      </LoadView>
    </div>
  )
}

function QuestionsTable({ questions }: { questions: AdminSurveyQuestion[] }) {
  const { t } = useTranslation()
  const showBox = useShowBoxes(flipSurveyQuestion)

  if (questions.length === 0) return <p className="notice">{t('adminSurvey.dashboard.empty')}</p>
  return (
    <div className="table-scroll">
      <table className="survey-table">
        <caption className="visually-hidden">{t('adminSurvey.dashboard.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminSurvey.table.title')}</th>
            <th scope="col">{t('adminSurvey.table.bmTitle')}</th>
            <th scope="col">{t('adminSurvey.table.type')}</th>
            <th scope="col">{t('adminSurvey.table.askedFor')}</th>
            <th scope="col">{t('adminSurvey.table.answers')}</th>
            <th scope="col">{t('adminSurvey.table.created')}</th>
            <th scope="col">{t('adminSurvey.table.shown')}</th>
          </tr>
        </thead>
        <tbody>
          {questions.map((q) => (
            <tr key={q.id}>
              <td>{q.title}</td>
              <td lang="ms">{q.bmTitle}</td>
              <td>{t(`adminSurvey.types.${q.type}`)}</td>
              <td>
                {q.brand?.name ?? t('adminSurvey.allBrands')}
                <br />
                {q.size ? `${q.size.format} ${q.size.name.toUpperCase()}` : t('adminSurvey.allSizes')}
              </td>
              <td>
                <Answers choices={q.sampleQuestionChoices} />
                {q.subtype && (
                  <div className="survey-sub">
                    <p>
                      {t('adminSurvey.table.sub', { below: LOW_RATING_BELOW, title: q.subtitle, bmTitle: q.subbmTitle, type: t(`adminSurvey.subTypes.${q.subtype}`) })}
                    </p>
                    <Answers choices={q.subQuestionChoices} />
                  </div>
                )}
              </td>
              <td className="survey-created">{formatDateTime(q.createdAt)}</td>
              <td>
                <label className="survey-shown">
                  {showBox(q, t('adminSurvey.table.shownFor', { title: q.title }))}
                  {t('adminSurvey.table.shown')}
                </label>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Answers({ choices }: { choices: AdminSurveyQuestion['sampleQuestionChoices'] }) {
  if (!choices.length) return null
  return (
    <ol className="survey-answers">
      {choices.map((c) => (
        <li key={c.id}>
          {c.title} / <span lang="ms">{c.bmTitle}</span>
        </li>
      ))}
    </ol>
  )
}
