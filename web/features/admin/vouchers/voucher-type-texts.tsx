import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../lib/format.ts'

/** A type's expiry: its own date, or 31 December of the year each voucher is redeemed (DECISIONS). */
export function ExpiryText({ expiresOn }: { expiresOn: string | null }) {
  const { t } = useTranslation()
  return <>{expiresOn ? formatDate(expiresOn) : t('adminVouchers.table.endOfRedemptionYear')}</>
}

/** Marks the milestone vouchers (5th and 10th code), whose codes are made when won. */
export function MilestoneMark({ milestone }: { milestone: number | null }) {
  const { t } = useTranslation()
  if (milestone === null) return null
  return <span className="voucher-milestone">{t('adminVouchers.table.milestone', { codes: milestone })}</span>
}
