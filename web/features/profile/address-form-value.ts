import type { AddressInput } from '../../../domain/profile.ts'
import type { AddressValue } from '../../components/form/address-fields.tsx'

export interface AddressFormValue extends AddressValue {
  label: string
}

export const BLANK_ADDRESS: AddressFormValue = { line1: '', line2: '', line3: '', state: '', city: '', postcode: '', label: '' }

/** What the API takes: the form's values, trimmed by the API, in Malaysia (the country is fixed). */
export const toAddressInput = (v: AddressFormValue): AddressInput => ({ ...v, country: 'Malaysia' })
