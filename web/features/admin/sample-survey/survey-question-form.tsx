import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminBrand } from '../../../../domain/catalogue.ts'
import type { ErrorCode } from '../../../../domain/errors.ts'
import { LOW_RATING_BELOW, QUESTION_TYPES, SUB_TYPES, SURVEY_CHOICES_MAX, SURVEY_TITLE_MAX, type SurveyQuestionAddInput } from '../../../../domain/sample-survey.ts'
import { SelectField } from '../../../components/form/select-field.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { SendButton } from '../../../components/send-button.tsx'
import { ApiFailure } from '../../../lib/api-client.ts'
import { EMPTY_FORM, formProblems, type SurveyFormState, toPayload, withType } from './survey-form-state.ts'

interface SurveyQuestionFormProps {
  brands: AdminBrand[]
  /** Sends the question; an ApiFailure has been shown in the error modal, and the form stays as it is. */
  onSubmit: (question: SurveyQuestionAddInput) => Promise<unknown>
}

/**
 * The question form (spec 3 §5): titles in both languages, the type, the brand and size it is asked
 * for, the answers (none for an open question, the scale for a rating), and for a rating only a
 * sub-question asked when the rating is low, open or with its own answers. The API's own rules check
 * it before it is sent; the fields at fault are marked and the spec's message is shown.
 */
export function SurveyQuestionForm({ brands, onSubmit }: SurveyQuestionFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [form, setForm] = useState<SurveyFormState>(EMPTY_FORM)
  const [problems, setProblems] = useState<{ code: ErrorCode; fields: Record<string, string> }>()
  const [busy, setBusy] = useState(false)
  const fieldError = (path: string) => errorText(problems?.fields[path])
  const change = (patch: Partial<SurveyFormState>) => setForm((f) => ({ ...f, ...patch }))
  const brand = brands.find((b) => String(b.id) === form.brandId)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const found = formProblems(form)
    setProblems(found)
    if (found) return
    setBusy(true)
    try {
      await onSubmit(toPayload(form))
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="card survey-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy || undefined}>
      <TextField label={t('adminSurvey.form.title')} hint={t('adminSurvey.form.titleHint')} maxLength={SURVEY_TITLE_MAX} value={form.title} error={fieldError('title')} onChange={(e) => change({ title: e.target.value })} />
      <TextField label={t('adminSurvey.form.bmTitle')} maxLength={SURVEY_TITLE_MAX} value={form.bmTitle} error={fieldError('bmTitle')} onChange={(e) => change({ bmTitle: e.target.value })} />
      <SelectField
        label={t('adminSurvey.form.type')}
        placeholder={t('adminSurvey.form.choose')}
        options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`adminSurvey.types.${type}`) }))}
        value={form.type}
        error={fieldError('type')}
        onChange={(e) => e.target.value && setForm((f) => withType(f, e.target.value as SurveyFormState['type']))}
      />
      <div className="survey-form-pair">
        <SelectField
          label={t('adminSurvey.form.brand')}
          placeholder={t('adminSurvey.allBrands')}
          options={brands.map((b) => ({ value: String(b.id), label: b.name }))}
          value={form.brandId}
          onChange={(e) => change({ brandId: e.target.value, sizeId: '' })}
        />
        <SelectField
          label={t('adminSurvey.form.size')}
          placeholder={t('adminSurvey.allSizes')}
          options={(brand?.format ?? []).flatMap((f) => f.size.map((s) => ({ value: String(s.id), label: `${f.name} ${s.name.toUpperCase()}` })))}
          value={form.sizeId}
          disabled={!brand}
          error={fieldError('sizeId')}
          onChange={(e) => change({ sizeId: e.target.value })}
        />
      </div>

      {form.type !== 'open' && (
        <AnswerRows
          legend={t('adminSurvey.form.answers')}
          hint={form.type === 'rate' ? t('adminSurvey.form.rateHint') : t('adminSurvey.form.answersHint')}
          rows={form.answers.map((a) => ({ en: a.title, bm: a.bmTitle }))}
          error={fieldError('answers')}
          errorOf={(i, lang) => fieldError(`answers.${i}.${lang === 'en' ? 'title' : 'bmTitle'}`)}
          onChange={(rows) => change({ answers: rows.map((r) => ({ title: r.en, bmTitle: r.bm })) })}
        />
      )}

      {form.type === 'rate' && (
        <fieldset className="field survey-sub-choice">
          <legend>{t('adminSurvey.form.hasSub', { below: LOW_RATING_BELOW })}</legend>
          {[true, false].map((yes) => (
            <label key={String(yes)} className="survey-radio">
              <input type="radio" name="hasSub" checked={form.hasSub === yes} onChange={() => change({ hasSub: yes })} />
              {yes ? t('common.yes') : t('common.no')}
            </label>
          ))}
        </fieldset>
      )}
      {form.type === 'rate' && form.hasSub && (
        <div className="survey-sub-fields">
          <TextField label={t('adminSurvey.form.subtitle')} maxLength={SURVEY_TITLE_MAX} value={form.subtitle} error={fieldError('subtitle')} onChange={(e) => change({ subtitle: e.target.value })} />
          <TextField label={t('adminSurvey.form.subbmTitle')} maxLength={SURVEY_TITLE_MAX} value={form.subbmTitle} error={fieldError('subbmTitle')} onChange={(e) => change({ subbmTitle: e.target.value })} />
          <SelectField
            label={t('adminSurvey.form.subtype')}
            placeholder={t('adminSurvey.form.choose')}
            options={SUB_TYPES.map((type) => ({ value: type, label: t(`adminSurvey.subTypes.${type}`) }))}
            value={form.subtype}
            error={fieldError('subtype')}
            onChange={(e) => change({ subtype: e.target.value as SurveyFormState['subtype'] })}
          />
          {form.subtype === 'close' && (
            <AnswerRows
              legend={t('adminSurvey.form.subAnswers')}
              rows={form.subAnswers.map((a) => ({ en: a.subtitle, bm: a.subbmTitle }))}
              error={fieldError('subAnswers')}
              errorOf={(i, lang) => fieldError(`subAnswers.${i}.${lang === 'en' ? 'subtitle' : 'subbmTitle'}`)}
              onChange={(rows) => change({ subAnswers: rows.map((r) => ({ subtitle: r.en, subbmTitle: r.bm })) })}
              sub
            />
          )}
        </div>
      )}

      <p className="field-error" role="alert">
        {problems && errorText(problems.code)}
      </p>
      <SendButton className="button wide" busy={busy}>
        {t('adminSurvey.form.submit')}
      </SendButton>
    </form>
  )
}

type Row = { en: string; bm: string }

interface AnswerRowsProps {
  legend: string
  hint?: string
  rows: Row[]
  error?: string
  errorOf: (index: number, lang: 'en' | 'bm') => string | undefined
  onChange: (rows: Row[]) => void
  /** The sub-question's answers, labelled as such. */
  sub?: boolean
}

/** Answer choices in both languages, one row each, added and removed one at a time (at least one stays). */
function AnswerRows({ legend, hint, rows, error, errorOf, onChange, sub = false }: AnswerRowsProps) {
  const { t } = useTranslation()
  const prefix = sub ? 'adminSurvey.form.subAnswer' : 'adminSurvey.form.answer'
  const set = (index: number, patch: Partial<Row>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)))
  return (
    <fieldset className="field survey-answer-rows">
      <legend>{legend}</legend>
      {hint && <p className="field-hint">{hint}</p>}
      {rows.map((row, i) => (
        <div className="survey-answer-row" key={i}>
          <TextField label={t(`${prefix}En`, { n: i + 1 })} maxLength={SURVEY_TITLE_MAX} value={row.en} error={errorOf(i, 'en')} onChange={(e) => set(i, { en: e.target.value })} />
          <TextField label={t(`${prefix}Bm`, { n: i + 1 })} maxLength={SURVEY_TITLE_MAX} value={row.bm} error={errorOf(i, 'bm')} onChange={(e) => set(i, { bm: e.target.value })} />
          <button type="button" className="button secondary" disabled={rows.length === 1} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            {t(`${prefix}Remove`, { n: i + 1 })}
          </button>
        </div>
      ))}
      {error && <p className="field-error">{error}</p>}
      <button type="button" className="button secondary" disabled={rows.length >= SURVEY_CHOICES_MAX} onClick={() => onChange([...rows, { en: '', bm: '' }])}>
        {t(`${prefix}Add`)}
      </button>
    </fieldset>
  )
}
