import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CONTENT_DESCRIPTION_MAX } from '../../../../domain/bilingual-content.ts'
import { type AdminJourney, type JourneyEdit, JourneyEditSchema } from '../../../../domain/charity-content.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { formatDateTime, formatNumber } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { TextAreaField } from '../ui/textarea-field.tsx'
import { editJourney, fetchAdminJourney } from './api/charity-calls.ts'
import { SCREENS } from './charity-screens.ts'
import { fieldIssues, numberOf } from './form-issues.ts'
import { showRefusal } from '../ui/submit-refusal.ts'
import '../ui/content.css'
import './charity.css'

const FIGURES = ['home', 'children', 'points', 'product', 'progressPoints'] as const
type Figure = (typeof FIGURES)[number]
type Field = Figure | 'description' | 'descriptionBm'

/** `/admin/journey/dashboard` (spec 3 §2.9): the journey's figures and description as members see them; edit only, no add. */
export function JourneyDashboardPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchAdminJourney)
  return (
    <div className="admin-page">
      <AdminPageHeader
        title={t('adminCharity.journey.dashboardTitle')}
        actions={
          <Link to={SCREENS.journey.edit} className="button">
            {t('adminCharity.journey.edit')}
          </Link>
        }
      />
      <LoadView loaded={loaded} failedText={t('adminCharity.journey.loadFailed')} onRetry={reload}>
        {(journey) => (
          <section className="card journey-figures">
            <dl>
              {FIGURES.map((figure) => (
                <div key={figure}>
                  <dt>{t(`adminCharity.journey.${figure}`)}</dt>
                  <dd>{formatNumber(journey[figure])}</dd>
                </div>
              ))}
            </dl>
            <h2>{t('adminCharity.journey.descriptionEn')}</h2>
            <p className="journey-description" lang="en">
              {journey.description.en}
            </p>
            <h2>{t('adminCharity.journey.descriptionBm')}</h2>
            <p className="journey-description" lang="ms">
              {journey.description.bm}
            </p>
            <p className="field-hint">{t('adminCharity.journey.updatedAt', { at: formatDateTime(journey.updatedAt) })}</p>
          </section>
        )}
      </LoadView>
    </div>
  )
}

/** `/admin/journey/edit`: saved, it is back to the dashboard. */
export function JourneyEditPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchAdminJourney)
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminCharity.journey.editTitle')} back={<Link to={SCREENS.journey.dashboard}>{t('adminCharity.journey.back')}</Link>} />
      <LoadView loaded={loaded} failedText={t('adminCharity.journey.loadFailed')} onRetry={reload}>
        {(journey) => <JourneyForm journey={journey} />}
      </LoadView>
    </div>
  )
}

/** All seven fields are required (spec 3 §5: Empty field detected); figures are whole numbers, 0 or more. */
function JourneyForm({ journey }: { journey: AdminJourney }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const [texts, setTexts] = useState<Record<Field, string>>({
    ...(Object.fromEntries(FIGURES.map((f) => [f, String(journey[f])])) as Record<Figure, string>),
    description: journey.description.en,
    descriptionBm: journey.description.bm,
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [sending, setSending] = useState(false)

  const field = (name: Field) => ({
    value: texts[name],
    error: errorText(errors[name]),
    onChange: (e: { target: { value: string } }) => setTexts((v) => ({ ...v, [name]: e.target.value })),
  })

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const body = {
      ...Object.fromEntries(FIGURES.map((f) => [f, numberOf(texts[f])])),
      description: texts.description,
      descriptionBm: texts.descriptionBm,
    } as JourneyEdit
    const found = fieldIssues<Field>(JourneyEditSchema, body)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSending(true)
    try {
      await editJourney(body)
      await navigate({ to: SCREENS.journey.dashboard })
    } catch (error) {
      showRefusal<Field>(error, {}, () => undefined)
    } finally {
      setSending(false)
    }
  }

  return (
    <form className="card content-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={sending || undefined}>
      <div className="content-form-pair">
        {FIGURES.map((figure) => (
          <TextField key={figure} label={t(`adminCharity.journey.${figure}`)} type="number" inputMode="numeric" min={0} step={1} {...field(figure)} />
        ))}
      </div>
      <div className="content-form-pair">
        <TextAreaField label={t('adminCharity.journey.descriptionEn')} lang="en" maxLength={CONTENT_DESCRIPTION_MAX} {...field('description')} />
        <TextAreaField label={t('adminCharity.journey.descriptionBm')} lang="ms" maxLength={CONTENT_DESCRIPTION_MAX} {...field('descriptionBm')} />
      </div>
      <SendButton className="button wide" busy={sending}>
        {t('adminCharity.saveChanges')}
      </SendButton>
    </form>
  )
}
