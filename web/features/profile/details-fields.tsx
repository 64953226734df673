import { useTranslation } from 'react-i18next'
import { NATIONALITIES, PREGNANCY_STAGES, RACES } from '../../../domain/identity-rules.ts'
import type { DetailsDraft } from '../../../domain/profile-rules.ts'
import { SelectField } from '../../components/form/select-field.tsx'
import { TextField } from '../../components/form/text-field.tsx'

interface DetailsFieldsProps {
  value: DetailsDraft
  onChange: (value: DetailsDraft) => void
  /** On the profile form: what the 6-month lock says, and whether it holds (the fields are then disabled). */
  detailsLock?: LockNote
  stageLock?: LockNote
}

export interface LockNote {
  locked: boolean
  text: string
}

/** Name, race, nationality and pregnancy stage: the personal details of the profile form and the wizard. */
export function DetailsFields({ value, onChange, detailsLock, stageLock }: DetailsFieldsProps) {
  const detailsLocked = detailsLock?.locked
  const { t } = useTranslation()
  const choices = (key: string, values: readonly string[]) => values.map((v) => ({ value: v, label: t(`${key}.${v}`) }))
  const choose = (field: keyof DetailsDraft) => (e: { target: { value: string } }) => onChange({ ...value, [field]: e.target.value })
  return (
    <>
      <TextField label={t('profile.edit.name')} autoComplete="name" maxLength={100} value={value.name} disabled={detailsLocked} hint={detailsLock?.text} onChange={choose('name')} />
      <SelectField label={t('profile.edit.race')} placeholder={t('form.choose')} options={choices('race', RACES)} value={value.race} disabled={detailsLocked} onChange={choose('race')} />
      <SelectField
        label={t('profile.edit.nationality')}
        placeholder={t('form.choose')}
        options={choices('nationality', NATIONALITIES)}
        value={value.nationality}
        disabled={detailsLocked}
        onChange={choose('nationality')}
      />
      <SelectField
        label={t('profile.edit.stage')}
        placeholder={t('form.choose')}
        options={choices('pregnancyStage', PREGNANCY_STAGES)}
        value={value.pregnancyStage}
        disabled={stageLock?.locked}
        hint={stageLock?.text}
        onChange={choose('pregnancyStage')}
      />
    </>
  )
}
