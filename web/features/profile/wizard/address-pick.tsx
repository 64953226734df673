import { useTranslation } from 'react-i18next'
import type { MemberAddress } from '../../../../domain/profile.ts'
import type { AddressFormValue } from '../address-form-value.ts'
import { AddressText } from '../address-text.tsx'

interface AddressPickProps {
  addresses: MemberAddress[]
  /** The address added in the wizard, not saved until the member confirms. */
  newAddress: AddressFormValue | null
  picked: number | 'new' | null
  onPick: (picked: number | 'new') => void
  onAdd: () => void
}

/** Step 4: one of the member's addresses, or a new one (step 5). */
export function AddressPick({ addresses, newAddress, picked, onPick, onAdd }: AddressPickProps) {
  const { t } = useTranslation()
  return (
    <>
      {addresses.length === 0 && !newAddress ? (
        <p className="notice">{t('profile.address.none')}</p>
      ) : (
        <fieldset className="address-list">
          <legend>{t('profile.address.choose')}</legend>
          {addresses.map((a) => (
            <label key={a.id} className="address-item">
              <input type="radio" name="wizard-address" checked={picked === a.id} onChange={() => onPick(a.id)} />
              <AddressText address={a} />
            </label>
          ))}
          {newAddress && (
            <label className="address-item">
              <input type="radio" name="wizard-address" checked={picked === 'new'} onChange={() => onPick('new')} />
              <AddressText address={newAddress} />
            </label>
          )}
        </fieldset>
      )}
      <button type="button" className="button secondary" onClick={onAdd}>
        {newAddress ? t('profile.wizard.changeNewAddress') : t('profile.address.add')}
      </button>
    </>
  )
}
