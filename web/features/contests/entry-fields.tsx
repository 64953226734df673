import { useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Contest } from '../../../domain/contests.ts'
import { SelectField } from '../../components/form/select-field.tsx'
import { TextField } from '../../components/form/text-field.tsx'
import { checkEntryFile, ENTRY_FILE_ACCEPT, ENTRY_FILE_MAX_MB, type EntryFileProblem } from './check-entry-file.ts'
import { useLocalized } from './localized.ts'

/** One entry as the member fills it in. */
export interface EntryDraft {
  image: File | null
  receipt: File | null
  link: string
  option: string
}

export const emptyEntry = (): EntryDraft => ({ image: null, receipt: null, link: '', option: '' })

/** The fields of entry `n` that its contest asks for: image and receipt pickers with a preview, a link, a choice. */
export function EntryFields({ contest, n, entry, onChange, showMissing }: { contest: Contest; n: number; entry: EntryDraft; onChange: (entry: EntryDraft) => void; showMissing: boolean }) {
  const { t } = useTranslation()
  const local = useLocalized()
  const { mechanics } = contest
  const missing = (given: boolean) => (showMissing && !given ? t('contests.fieldRequired') : undefined)
  return (
    <fieldset className="entry-fieldset">
      <legend>{t('contests.entryNumber', { n })}</legend>
      {mechanics.uploadImages && (
        <ImagePicker label={t('contests.image')} file={entry.image} onChange={(image) => onChange({ ...entry, image })} missing={missing(entry.image !== null)} />
      )}
      {mechanics.uploadReceipts && (
        <ImagePicker label={t('contests.receipt')} file={entry.receipt} onChange={(receipt) => onChange({ ...entry, receipt })} missing={missing(entry.receipt !== null)} />
      )}
      {mechanics.linkUrl && (
        <TextField
          label={t('contests.link')}
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={2000}
          value={entry.link}
          onChange={(e) => onChange({ ...entry, link: e.target.value })}
          error={missing(entry.link.trim() !== '')}
        />
      )}
      {mechanics.gotDropdown && (
        <SelectField
          label={local(contest.dropdownTitle) || t('contests.choice')}
          placeholder={t('form.choose')}
          options={contest.options.map((o) => ({ value: String(o.id), label: local(o.label) }))}
          value={entry.option}
          onChange={(e) => onChange({ ...entry, option: e.target.value })}
          error={missing(entry.option !== '')}
        />
      )}
    </fieldset>
  )
}

function ImagePicker({ label, file, onChange, missing }: { label: string; file: File | null; onChange: (file: File | null) => void; missing?: string }) {
  const { t } = useTranslation()
  const id = useId()
  const [problem, setProblem] = useState<EntryFileProblem | null>(null)
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file])
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )
  const choose = async (input: HTMLInputElement) => {
    const chosen = input.files?.[0]
    // Cleared, so choosing the same file again (after fixing it) is noticed.
    input.value = ''
    if (!chosen) return
    const found = await checkEntryFile(chosen)
    setProblem(found)
    if (!found) onChange(chosen)
  }
  const error = problem ? t(`contests.fileProblem.${problem}`, { max: ENTRY_FILE_MAX_MB }) : missing
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="field-hint">
        {t('contests.imageHint', { max: ENTRY_FILE_MAX_MB })}
      </p>
      {preview && (
        <div className="entry-preview">
          <img src={preview} alt={t('contests.preview', { label })} />
          <button type="button" className="link-button" onClick={() => onChange(null)}>
            {t('contests.removeImage')}
          </button>
        </div>
      )}
      <input
        id={id}
        type="file"
        accept={ENTRY_FILE_ACCEPT}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        onChange={(e) => void choose(e.target)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
