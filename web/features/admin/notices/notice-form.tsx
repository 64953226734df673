import { useTranslation } from 'react-i18next'
import { businessDateTimeInput, instantOfBusinessInput } from '../../../../domain/business-time.ts'
import { type AdminNotice, NOTICE_KINDS, type NoticeFields, NoticeFieldsSchema, type NoticeKind } from '../../../../domain/content.ts'
import { SelectField } from '../../../components/form/select-field.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { TextAreaField } from '../ui/textarea-field.tsx'
import { useDraftForm } from '../ui/use-draft-form.ts'
import { NoticePreview } from './notice-preview.tsx'

/** The form as typed: times are Malaysian wall time, as `datetime-local` inputs hold them. */
type Draft = Omit<NoticeFields, 'kind'> & { kind: NoticeKind }

const draftOf = (notice?: AdminNotice): Draft => ({
  kind: notice?.kind ?? 'maintenance',
  titleEn: notice?.title.en ?? '',
  titleBm: notice?.title.bm ?? '',
  bodyEn: notice?.body.en ?? '',
  bodyBm: notice?.body.bm ?? '',
  startsAt: notice ? businessDateTimeInput(notice.startsAt) : '',
  endsAt: notice ? businessDateTimeInput(notice.endsAt) : '',
})
const fieldsOf = (d: Draft): NoticeFields => ({ ...d, startsAt: instantOfBusinessInput(d.startsAt), endsAt: instantOfBusinessInput(d.endsAt) })

interface NoticeFormProps {
  notice?: AdminNotice
  onSubmit: (fields: NoticeFields) => Promise<unknown>
  onCancel: () => void
}

/** Add or edit a notice: both languages required, a Malaysian start and end, and a live preview as members will see it. */
export function NoticeForm({ notice, onSubmit, onCancel }: NoticeFormProps) {
  const { t } = useTranslation()
  const { draft, set, errors, formError, saving, save } = useDraftForm(() => draftOf(notice), fieldsOf, NoticeFieldsSchema, onSubmit)

  const kindOptions = NOTICE_KINDS.map((kind) => ({ value: kind, label: t(`adminNotices.kinds.${kind}`) }))
  return (
    <div className="notice-editor">
      <form className="notice-form" onSubmit={(e) => void save(e)} noValidate aria-label={notice ? t('adminNotices.editTitle') : t('adminNotices.addTitle')}>
        <SelectField label={t('adminNotices.kind')} placeholder={t('adminNotices.kind')} options={kindOptions} value={draft.kind} onChange={set('kind')} />
        <TextField label={t('adminNotices.titleEn')} value={draft.titleEn} onChange={set('titleEn')} error={errors.titleEn} />
        <TextField label={t('adminNotices.titleBm')} lang="ms" value={draft.titleBm} onChange={set('titleBm')} error={errors.titleBm} />
        <TextAreaField label={t('adminNotices.bodyEn')} hint={t('adminNotices.plainText')} value={draft.bodyEn} onChange={set('bodyEn')} error={errors.bodyEn} />
        <TextAreaField label={t('adminNotices.bodyBm')} hint={t('adminNotices.plainText')} lang="ms" value={draft.bodyBm} onChange={set('bodyBm')} error={errors.bodyBm} />
        <TextField label={t('adminNotices.startsAt')} hint={t('adminNotices.malaysianTime')} type="datetime-local" value={draft.startsAt} onChange={set('startsAt')} error={errors.startsAt} />
        <TextField label={t('adminNotices.endsAt')} hint={t('adminNotices.malaysianTime')} type="datetime-local" value={draft.endsAt} onChange={set('endsAt')} error={errors.endsAt} />
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? t('adminNotices.saving') : t('common.save')}
          </button>
          <button type="button" className="button secondary" onClick={onCancel}>
            {t('adminNotices.cancel')}
          </button>
        </div>
      </form>
      <NoticePreview kind={draft.kind} title={{ en: draft.titleEn, bm: draft.titleBm }} body={{ en: draft.bodyEn, bm: draft.bodyBm }} />
    </div>
  )
}
