import { useTranslation } from 'react-i18next'
import { useAreaData } from '../../lib/area-data.ts'
import { SelectField } from './select-field.tsx'
import { TextField } from './text-field.tsx'

export interface AddressValue {
  line1: string
  line2: string
  line3: string
  state: string
  city: string
  postcode: string
}

interface AddressFieldsProps {
  value: AddressValue
  onChange: (value: AddressValue) => void
  /** Error text per field, already translated. */
  errors?: Partial<Record<keyof AddressValue, string>>
}

const options = (values: string[]) => values.map((v) => ({ value: v, label: v }))

/**
 * Address lines and the state, city and postcode pickers (spec 1 §4): a city is chosen after a
 * state and a postcode after both; when only one fits it is chosen for the member.
 */
export function AddressFields({ value, onChange, errors = {} }: AddressFieldsProps) {
  const { t } = useTranslation()
  const area = useAreaData()
  const states = area ? [...area.getStates()].sort() : []
  const cities = area && value.state ? [...area.getCities(value.state)].sort() : []
  const postcodes = area && value.state && value.city ? [...area.getPostcodes(value.state, value.city)].sort() : []

  const only = (list: string[]) => (list.length === 1 ? list[0]! : '')
  const chooseState = (state: string) => {
    const city = state && area ? only(area.getCities(state)) : ''
    const postcode = city && area ? only(area.getPostcodes(state, city)) : ''
    onChange({ ...value, state, city, postcode })
  }
  const chooseCity = (city: string) => {
    const postcode = city && area ? only(area.getPostcodes(value.state, city)) : ''
    onChange({ ...value, city, postcode })
  }
  const line = (key: 'line1' | 'line2' | 'line3') => ({
    value: value[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value }),
    error: errors[key],
  })

  return (
    <div className="address-fields">
      <TextField label={t('address.line1')} autoComplete="address-line1" maxLength={120} {...line('line1')} />
      <TextField label={t('address.line2')} autoComplete="address-line2" maxLength={120} {...line('line2')} />
      <TextField label={t('address.line3')} autoComplete="address-line3" maxLength={120} {...line('line3')} />
      <SelectField
        label={t('address.state')}
        placeholder={area ? t('address.chooseState') : t('common.loading')}
        options={options(states)}
        value={value.state}
        onChange={(e) => chooseState(e.target.value)}
        error={errors.state}
      />
      <SelectField
        label={t('address.city')}
        placeholder={t('address.chooseCity')}
        options={options(cities)}
        value={value.city}
        disabled={!value.state}
        onChange={(e) => chooseCity(e.target.value)}
        error={errors.city}
      />
      <SelectField
        label={t('address.postcode')}
        placeholder={t('address.choosePostcode')}
        options={options(postcodes)}
        value={value.postcode}
        disabled={!value.state || !value.city}
        onChange={(e) => onChange({ ...value, postcode: e.target.value })}
        error={errors.postcode}
      />
      <p className="field-static">
        <span>{t('address.country')}</span> <strong>Malaysia</strong>
      </p>
    </div>
  )
}
