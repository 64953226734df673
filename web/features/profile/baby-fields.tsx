import { useTranslation } from 'react-i18next'
import type { MemberBrand } from '../../../domain/catalogue.ts'
import { GENDERS } from '../../../domain/identity-rules.ts'
import { BABY_MAX_AGE_YEARS, BABY_NAME_MAX, type BabyDraft } from '../../../domain/profile-rules.ts'
import { DateSelect } from '../../components/form/date-select.tsx'
import { SelectField } from '../../components/form/select-field.tsx'
import { TextField } from '../../components/form/text-field.tsx'

interface BabyFieldsProps {
  value: BabyDraft
  onChange: (value: BabyDraft) => void
  brands: MemberBrand[]
  /** The current year in Malaysia; birth dates go back to the oldest a child aged 3 can have. */
  thisYear: number
}

const idOf = (value: string) => (value ? Number(value) : null)

/**
 * A baby's details (spec 1 §3-§4), one set of fields for adding and editing. The name shows when
 * the value has one (the standalone form); the wizard leaves it out. Brand, format and size are
 * chosen in that order: a new brand clears the format and size, a new format clears the size.
 */
export function BabyFields({ value, onChange, brands, thisYear }: BabyFieldsProps) {
  const { t } = useTranslation()
  const brand = brands.find((b) => b.id === value.brandId)
  const sizes = brand?.sizes.filter((s) => s.formatId === value.formatId) ?? []
  const savedYear = Number(value.birthDate.slice(0, 4)) || thisYear
  const years = Array.from({ length: thisYear - Math.min(savedYear, thisYear - BABY_MAX_AGE_YEARS - 1) + 1 }, (_, i) => thisYear - i)

  return (
    <>
      {value.name !== undefined && (
        <TextField label={t('profile.baby.name')} autoComplete="off" maxLength={BABY_NAME_MAX} value={value.name} onChange={(e) => onChange({ ...value, name: e.target.value })} />
      )}
      <SelectField
        label={t('profile.baby.gender')}
        placeholder={t('form.choose')}
        options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
        value={value.gender}
        onChange={(e) => onChange({ ...value, gender: e.target.value })}
      />
      <DateSelect label={t('profile.baby.birthDate')} hint={t('profile.baby.birthDateHint')} years={years} value={value.birthDate} onChange={(birthDate) => onChange({ ...value, birthDate })} />
      <SelectField
        label={t('profile.baby.brand')}
        placeholder={t('profile.baby.chooseBrand')}
        options={brands.map((b) => ({ value: String(b.id), label: b.name }))}
        value={value.brandId === null ? '' : String(value.brandId)}
        onChange={(e) => onChange({ ...value, brandId: idOf(e.target.value), formatId: null, sizeId: null })}
      />
      <SelectField
        label={t('profile.baby.format')}
        placeholder={t('profile.baby.chooseFormat')}
        options={(brand?.formats ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
        value={value.formatId === null ? '' : String(value.formatId)}
        disabled={!brand}
        onChange={(e) => onChange({ ...value, formatId: idOf(e.target.value), sizeId: null })}
      />
      <SelectField
        label={t('profile.baby.size')}
        placeholder={t('profile.baby.chooseSize')}
        options={sizes.map((s) => ({ value: String(s.id), label: s.description ? `${s.name.toUpperCase()} (${s.description})` : s.name.toUpperCase() }))}
        value={value.sizeId === null ? '' : String(value.sizeId)}
        disabled={!value.formatId}
        onChange={(e) => onChange({ ...value, sizeId: idOf(e.target.value) })}
      />
    </>
  )
}
