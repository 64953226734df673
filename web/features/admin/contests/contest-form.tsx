import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CONTENT_DESCRIPTION_MAX, CONTENT_TITLE_MAX } from '../../../../domain/bilingual-content.ts'
import { type AdminContest, CONTEST_OPTIONS_MAX, CONTEST_PRIZES_MAX, CONTEST_STEPS_MAX } from '../../../../domain/contest-form.ts'
import { CheckboxField } from '../../../components/form/checkbox-field.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { SendButton } from '../../../components/send-button.tsx'
import { ApiFailure } from '../../../lib/api-client.ts'
import { useUiStore } from '../../../lib/ui-store.ts'
import { ContentImageField } from '../ui/content-image-field.tsx'
import { ImageFileField } from '../ui/image-file-field.tsx'
import { TextAreaField } from '../ui/textarea-field.tsx'
import type { ContestSubmission } from './api/contest-calls.ts'
import { type ContestDraft, type ContestFlag, type ContestText, draftOf, newOption, newPrize, newStep, problemsOf, submissionOf } from './contest-draft.ts'
import './contests.css'

interface ContestFormProps {
  contest?: AdminContest
  submitLabel: string
  onSubmit: (values: ContestSubmission) => Promise<unknown>
}

type ListName = 'steps' | 'prizes' | 'options'

/**
 * The contest add and edit form (spec 3 §3, §4, §5 with DECISIONS "Spec defects"): every field in
 * English and Malay; points per entry only when points are needed; the dropdown's title and options
 * only when it is ticked; steps, prizes and options grow one per add button. The API's own schema
 * checks it before sending; what the API then refuses shows beside its field, or in the error modal.
 */
export function ContestForm({ contest, submitLabel, onSubmit }: ContestFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [draft, setDraft] = useState(() => draftOf(contest))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [sending, setSending] = useState(false)
  const locked = (contest?.entries ?? 0) > 0

  const error = (path: string) => errorText(errors[path])
  const text = (name: ContestText) => ({
    value: draft[name],
    error: error(name),
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value })),
  })
  const check = (name: ContestFlag, label: string) => (
    <CheckboxField label={label} checked={draft[name]} disabled={locked && name !== 'pointRequired'} onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.checked }))} />
  )
  const setItem = <L extends ListName>(list: L, key: string, change: Partial<ContestDraft[L][number]>) =>
    setDraft((d) => ({ ...d, [list]: (d[list] as { key: string }[]).map((item) => (item.key === key ? { ...item, ...change } : item)) }))
  const removeItem = (list: ListName, key: string) => setDraft((d) => ({ ...d, [list]: (d[list] as { key: string }[]).filter((item) => item.key !== key) }))

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const submission = submissionOf(draft)
    const found = problemsOf(submission, contest !== undefined)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      // The first problem is named at the top too, where a reader starts.
      document.getElementById('contest-form-problem')?.focus()
      return
    }
    setSending(true)
    try {
      await onSubmit(submission)
    } catch (failure) {
      if (!(failure instanceof ApiFailure)) throw failure
      if (failure.fields.length > 0) setErrors(Object.fromEntries(failure.fields.map((f) => [f.path, f.code])))
      else useUiStore.getState().showError({ code: failure.code, message: failure.message })
    } finally {
      setSending(false)
    }
  }

  const firstProblem = Object.values(errors)[0]
  return (
    <form className="card content-form contest-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={sending || undefined}>
      <p id="contest-form-problem" className="form-problem" role="alert" tabIndex={-1}>
        {firstProblem && errorText(firstProblem)}
      </p>
      <p className="field-hint">{t('adminContent.plainText')}</p>
      <div className="content-form-pair">
        <TextField label={t('adminContests.form.nameEn')} lang="en" maxLength={CONTENT_TITLE_MAX} {...text('name')} />
        <TextField label={t('adminContests.form.nameBm')} lang="ms" maxLength={CONTENT_TITLE_MAX} {...text('nameBM')} />
      </div>
      <div className="content-form-pair">
        <TextAreaField label={t('adminContent.descriptionEn')} lang="en" maxLength={CONTENT_DESCRIPTION_MAX} {...text('description')} />
        <TextAreaField label={t('adminContent.descriptionBm')} lang="ms" maxLength={CONTENT_DESCRIPTION_MAX} {...text('descriptionBM')} />
      </div>
      <div className="content-form-pair">
        <ContentImageField
          label={t(contest ? 'adminContests.form.newIconEn' : 'adminContests.form.iconEn')}
          previewAlt={t('adminContests.form.iconPreviewEn')}
          currentUrl={contest?.icon.en}
          error={error('campaignIcon')}
          onChange={(campaignIcon) => setDraft((d) => ({ ...d, campaignIcon }))}
        />
        <ContentImageField
          label={t(contest ? 'adminContests.form.newIconBm' : 'adminContests.form.iconBm')}
          previewAlt={t('adminContests.form.iconPreviewBm')}
          currentUrl={contest?.icon.bm}
          error={error('campaignIconBM')}
          onChange={(campaignIconBM) => setDraft((d) => ({ ...d, campaignIconBM }))}
        />
      </div>
      <div className="content-form-pair">
        <TextField label={t('adminContests.form.start')} hint={t('adminContests.form.malaysianTime')} type="datetime-local" {...text('startDate')} />
        <TextField label={t('adminContests.form.end')} hint={t('adminContests.form.malaysianTime')} type="datetime-local" {...text('endDate')} />
      </div>

      <fieldset className="contest-fieldset">
        <legend>{t('adminContests.form.pointNeeded')}</legend>
        <div className="contest-choice">
          {[true, false].map((yes) => (
            <label key={String(yes)}>
              <input type="radio" name="pointRequired" checked={draft.pointRequired === yes} onChange={() => setDraft((d) => ({ ...d, pointRequired: yes }))} />
              {t(yes ? 'common.yes' : 'common.no')}
            </label>
          ))}
        </div>
        {draft.pointRequired && <TextField label={t('adminContests.pointsPerEntry')} type="number" min={1} step={1} inputMode="numeric" {...text('pointsPerEntry')} />}
        <TextField label={t('adminContests.entriesPerPerson')} type="number" min={1} step={1} inputMode="numeric" {...text('entriesPerPerson')} />
      </fieldset>

      <fieldset className="contest-fieldset">
        <legend>{t('adminContests.form.mechanics')}</legend>
        {locked && <p className="field-hint">{t('adminContests.form.mechanicsLocked')}</p>}
        {check('uploadImages', t('adminContests.form.uploadImages'))}
        {check('uploadReceipts', t('adminContests.form.uploadReceipts'))}
        {check('linkURL', t('adminContests.form.linkUrl'))}
        {check('gotDropdown', t('adminContests.form.dropdown'))}
        {draft.gotDropdown && (
          <>
            <div className="content-form-pair">
              <TextField label={t('adminContests.form.dropdownTitleEn')} lang="en" maxLength={CONTENT_TITLE_MAX} {...text('dropdownTitle')} />
              <TextField label={t('adminContests.form.dropdownTitleBm')} lang="ms" maxLength={CONTENT_TITLE_MAX} {...text('dropdownTitleBM')} />
            </div>
            <ol className="contest-list" aria-label={t('adminContests.form.options')}>
              {draft.options.map((o, i) => (
                <li key={o.key} className="contest-item">
                  <div className="content-form-pair">
                    <TextField label={t('adminContests.form.optionEn', { n: i + 1 })} lang="en" maxLength={CONTENT_TITLE_MAX} value={o.label} error={error(`dropdownOption.${i}.label`)} onChange={(e) => setItem('options', o.key, { label: e.target.value })} />
                    <TextField label={t('adminContests.form.optionBm', { n: i + 1 })} lang="ms" maxLength={CONTENT_TITLE_MAX} value={o.labelBM} error={error(`dropdownOption.${i}.labelBM`)} onChange={(e) => setItem('options', o.key, { labelBM: e.target.value })} />
                  </div>
                  <RemoveButton label={t('adminContests.form.removeOption', { n: i + 1 })} onClick={() => removeItem('options', o.key)} />
                </li>
              ))}
            </ol>
            <ListError text={error('dropdownOption')} />
            {draft.options.length < CONTEST_OPTIONS_MAX && (
              <button type="button" className="button secondary" onClick={() => setDraft((d) => ({ ...d, options: [...d.options, newOption()] }))}>
                {t('adminContests.form.addOption')}
              </button>
            )}
          </>
        )}
      </fieldset>

      <fieldset className="contest-fieldset">
        <legend>{t('adminContests.form.steps')}</legend>
        <ol className="contest-list">
          {draft.steps.map((s, i) => (
            <li key={s.key} className="contest-item">
              <div className="content-form-pair">
                <TextField label={t('adminContests.form.instructionsEn', { n: i + 1 })} lang="en" maxLength={CONTENT_TITLE_MAX} value={s.instructions} error={error(`steps.${i}.instructions`)} onChange={(e) => setItem('steps', s.key, { instructions: e.target.value })} />
                <TextField label={t('adminContests.form.instructionsBm', { n: i + 1 })} lang="ms" maxLength={CONTENT_TITLE_MAX} value={s.instructionsBM} error={error(`steps.${i}.instructionsBM`)} onChange={(e) => setItem('steps', s.key, { instructionsBM: e.target.value })} />
              </div>
              <div className="content-form-pair">
                <TextAreaField label={t('adminContests.form.stepDescriptionEn', { n: i + 1 })} lang="en" maxLength={1000} rows={2} value={s.description} error={error(`steps.${i}.description`)} onChange={(e) => setItem('steps', s.key, { description: e.target.value })} />
                <TextAreaField label={t('adminContests.form.stepDescriptionBm', { n: i + 1 })} lang="ms" maxLength={1000} rows={2} value={s.descriptionBM} error={error(`steps.${i}.descriptionBM`)} onChange={(e) => setItem('steps', s.key, { descriptionBM: e.target.value })} />
              </div>
              <RemoveButton label={t('adminContests.form.removeStep', { n: i + 1 })} onClick={() => removeItem('steps', s.key)} />
            </li>
          ))}
        </ol>
        <ListError text={error('steps')} />
        {draft.steps.length < CONTEST_STEPS_MAX && (
          <button type="button" className="button secondary" onClick={() => setDraft((d) => ({ ...d, steps: [...d.steps, newStep()] }))}>
            {t('adminContests.form.addStep')}
          </button>
        )}
      </fieldset>

      <fieldset className="contest-fieldset">
        <legend>{t('adminContests.form.prizes')}</legend>
        <ol className="contest-list">
          {draft.prizes.map((p, i) => (
            <li key={p.key} className="contest-item">
              <div className="content-form-pair">
                <TextField label={t('adminContests.form.prizeTitleEn', { n: i + 1 })} lang="en" maxLength={CONTENT_TITLE_MAX} value={p.title} error={error(`prizes.${i}.title`)} onChange={(e) => setItem('prizes', p.key, { title: e.target.value })} />
                <TextField label={t('adminContests.form.prizeTitleBm', { n: i + 1 })} lang="ms" maxLength={CONTENT_TITLE_MAX} value={p.titleBM} error={error(`prizes.${i}.titleBM`)} onChange={(e) => setItem('prizes', p.key, { titleBM: e.target.value })} />
              </div>
              <div className="content-form-pair">
                <ImageFileField
                  label={t(p.imageUrl ? 'adminContests.form.newPrizeImage' : 'adminContests.form.prizeImage', { n: i + 1 })}
                  previewAlt={t('adminContests.form.prizeImagePreview', { n: i + 1 })}
                  currentUrl={p.imageUrl}
                  error={error(`prizes.${i}`)}
                  onChange={(file) => setItem('prizes', p.key, { file })}
                />
                <TextField label={t('adminContests.form.prizeAmount', { n: i + 1 })} type="number" min={1} step={1} inputMode="numeric" value={p.amount} error={error(`prizes.${i}.amount`)} onChange={(e) => setItem('prizes', p.key, { amount: e.target.value })} />
              </div>
              <RemoveButton label={t('adminContests.form.removePrize', { n: i + 1 })} onClick={() => removeItem('prizes', p.key)} />
            </li>
          ))}
        </ol>
        <ListError text={error('prizes')} />
        {draft.prizes.length < CONTEST_PRIZES_MAX && (
          <button type="button" className="button secondary" onClick={() => setDraft((d) => ({ ...d, prizes: [...d.prizes, newPrize()] }))}>
            {t('adminContests.form.addPrize')}
          </button>
        )}
      </fieldset>

      <SendButton className="button wide" busy={sending}>
        {submitLabel}
      </SendButton>
    </form>
  )
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation()
  return (
    <button type="button" className="link-button" aria-label={label} onClick={onClick}>
      {t('adminContests.form.remove')}
    </button>
  )
}

function ListError({ text }: { text?: string }) {
  return text ? <p className="field-error">{text}</p> : null
}
