import { useState } from 'react'
import { formatRinggit } from '../../../../domain/vouchers.ts'
import { Icon } from '../../../components/icons.tsx'

/**
 * A voucher's picture beside its name (so it says nothing more to a screen reader). The milestone
 * vouchers have none, and a picture may fail to load offline: a ticket with the value stands in.
 */
export function VoucherImage({ src, value, size }: { src: string; value: number; size: number }) {
  const [broken, setBroken] = useState(false)
  if (!src || broken) {
    return (
      <span className="voucher-fallback" aria-hidden="true">
        <Icon name="ticket" size={Math.round(size / 4)} />
        <span className="voucher-fallback-value">{formatRinggit(value)}</span>
      </span>
    )
  }
  return <img src={src} alt="" width={size} height={size} loading="lazy" onError={() => setBroken(true)} />
}
