import { useTranslation } from 'react-i18next'
import { ADDRESS_LABEL_MAX } from '../../../domain/profile-rules.ts'
import { AddressFields } from '../../components/form/address-fields.tsx'
import { TextField } from '../../components/form/text-field.tsx'
import type { AddressFormValue } from './address-form-value.ts'

/** The signup's address pickers (state, then city, then postcode) and the label the spec requires. */
export function AddressFormFields({ value, onChange }: { value: AddressFormValue; onChange: (value: AddressFormValue) => void }) {
  const { t } = useTranslation()
  return (
    <>
      <AddressFields value={value} onChange={(address) => onChange({ ...value, ...address })} />
      <TextField
        label={t('profile.address.label')}
        hint={t('profile.address.labelHint')}
        maxLength={ADDRESS_LABEL_MAX}
        value={value.label}
        onChange={(e) => onChange({ ...value, label: e.target.value })}
      />
    </>
  )
}
