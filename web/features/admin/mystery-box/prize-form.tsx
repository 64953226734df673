import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type AdminMysteryPrize, MYSTERY_PRIZE_KINDS, type MysteryPrizeKind } from '../../../../domain/mystery-box.ts'
import type { AdminVoucherType } from '../../../../domain/vouchers.ts'
import { SelectField } from '../../../components/form/select-field.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { useErrorText } from '../../../components/form/use-error-text.ts'
import { SendButton } from '../../../components/send-button.tsx'
import { ApiFailure } from '../../../lib/api-client.ts'
import { ImageFileField } from '../ui/image-file-field.tsx'
import type { PrizeSubmission } from './api/mystery-box.ts'

type FieldName = Exclude<keyof PrizeSubmission, 'image'> | 'file'

const draftOf = (p?: AdminMysteryPrize): PrizeSubmission => ({
  kind: p?.kind ?? 'points',
  points: p?.points ? String(p.points) : '',
  voucherTypeId: p?.voucherTypeId ? String(p.voucherTypeId) : '',
  nameEn: p?.nameEn ?? '',
  nameBm: p?.nameBm ?? '',
  weight: String(p?.weight ?? 1),
  stock: String(p?.stock ?? 0),
  image: null,
})

interface PrizeFormProps {
  prize?: AdminMysteryPrize
  voucherTypes: AdminVoucherType[]
  /** `image` is the chosen image, always there when adding. */
  onSubmit: (submission: PrizeSubmission, image: File | null) => Promise<unknown>
  onCancel: () => void
}

/** Add or edit a prize: points or a voucher type, names in both languages, an image checked by content, weight and stock. */
export function PrizeForm({ prize, voucherTypes, onSubmit, onCancel }: PrizeFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [draft, setDraft] = useState(() => draftOf(prize))
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [formError, setFormError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const set = (name: FieldName) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setDraft({ ...draft, [name]: e.target.value })

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    setFormError(undefined)
    if (!prize && !draft.image) return setErrors({ file: errorText('mysteryImageRequired') })
    setErrors({})
    setSaving(true)
    try {
      await onSubmit(draft, draft.image)
    } catch (error) {
      if (error instanceof ApiFailure && error.fields.length > 0) setErrors(Object.fromEntries(error.fields.map((f) => [f.path, errorText(f.code)])))
      else setFormError(error instanceof ApiFailure ? errorText(error.code) : t('errors.internal'))
    } finally {
      setSaving(false)
    }
  }

  const kinds = MYSTERY_PRIZE_KINDS.map((kind) => ({ value: kind, label: t(`adminMysteryBox.prize.kinds.${kind}`) }))
  const types = voucherTypes.map((type) => ({ value: String(type.id), label: `${type.name} (${type.itemId})` }))
  return (
    <form className="notice-form" onSubmit={(e) => void save(e)} noValidate aria-label={prize ? t('adminMysteryBox.editPrize') : t('adminMysteryBox.addPrize')}>
      <SelectField
        label={t('adminMysteryBox.prize.kind')}
        placeholder={t('adminMysteryBox.prize.kind')}
        options={kinds}
        value={draft.kind}
        onChange={(e) => setDraft({ ...draft, kind: e.target.value as MysteryPrizeKind })}
      />
      {draft.kind === 'points' ? (
        <TextField label={t('adminMysteryBox.prize.points')} type="number" min={1} inputMode="numeric" value={draft.points} onChange={set('points')} error={errors.points} />
      ) : (
        <SelectField
          label={t('adminMysteryBox.prize.voucherType')}
          placeholder={t('adminMysteryBox.prize.chooseVoucherType')}
          options={types}
          value={draft.voucherTypeId}
          onChange={set('voucherTypeId')}
          error={errors.voucherTypeId}
        />
      )}
      <TextField label={t('adminMysteryBox.prize.nameEn')} value={draft.nameEn} onChange={set('nameEn')} error={errors.nameEn} />
      <TextField label={t('adminMysteryBox.prize.nameBm')} lang="ms" value={draft.nameBm} onChange={set('nameBm')} error={errors.nameBm} />
      <ImageFileField
        label={t('adminMysteryBox.prize.image')}
        currentUrl={prize?.image}
        previewAlt={t('adminMysteryBox.prize.image')}
        error={errors.file}
        onChange={(image) => setDraft((d) => ({ ...d, image }))}
      />
      <TextField label={t('adminMysteryBox.prize.weight')} hint={t('adminMysteryBox.prize.weightHint')} type="number" min={1} inputMode="numeric" value={draft.weight} onChange={set('weight')} error={errors.weight} />
      <TextField
        label={t('adminMysteryBox.prize.stock')}
        hint={prize ? t('adminMysteryBox.prize.given', { given: prize.given }) : undefined}
        type="number"
        min={0}
        inputMode="numeric"
        value={draft.stock}
        onChange={set('stock')}
        error={errors.stock}
      />
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="form-actions">
        <SendButton busy={saving}>
          {t('common.save')}
        </SendButton>
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('adminMysteryBox.cancel')}
        </button>
      </div>
    </form>
  )
}
