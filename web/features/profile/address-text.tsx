import { useTranslation } from 'react-i18next'
import type { MemberAddress } from '../../../domain/profile.ts'

type Shown = Pick<MemberAddress, 'label' | 'line1' | 'line2' | 'line3' | 'city' | 'state' | 'postcode'>

/** An address as the lists show it: its label (HOME when it has none, spec 1 §3), then its lines. */
export function AddressText({ address }: { address: Shown }) {
  const { t } = useTranslation()
  const lines = [address.line1, address.line2, address.line3].filter(Boolean).join(', ')
  return (
    <span className="address-text">
      <strong>{address.label || t('profile.address.home')}</strong>
      <span>{lines}</span>
      <span>
        {address.postcode} {address.city}, {address.state}
      </span>
    </span>
  )
}
