import { useTranslation } from 'react-i18next'
import { type AdminVoucherType, formatRinggit } from '../../../../domain/vouchers.ts'
import { formatNumber } from '../../../lib/format.ts'
import { ExpiryText, MilestoneMark } from './voucher-type-texts.tsx'

/** What a voucher type is, above its batches and its upload. */
export function VoucherTypeFacts({ type }: { type: AdminVoucherType }) {
  const { t } = useTranslation()
  return (
    <div className="voucher-type-facts">
      {type.voucherImage && <img className="voucher-thumbnail" src={type.voucherImage} alt={t('adminVouchers.form.imagePreview')} />}
      <dl className="facts">
        <dt>{t('adminVouchers.table.itemId')}</dt>
        <dd>{type.itemId}</dd>
        <dt>{t('adminVouchers.table.name')}</dt>
        <dd>
          {type.name}
          <MilestoneMark milestone={type.milestone} />
        </dd>
        <dt>{t('adminVouchers.table.value')}</dt>
        <dd>{formatRinggit(type.value)}</dd>
        <dt>{t('adminVouchers.table.points')}</dt>
        <dd>{formatNumber(type.points)}</dd>
        <dt>{t('adminVouchers.table.expiry')}</dt>
        <dd>
          <ExpiryText expiresOn={type.expiresOn} />
        </dd>
        <dt>{t('adminVouchers.table.shown')}</dt>
        <dd>{type.active ? t('common.yes') : t('common.no')}</dd>
      </dl>
    </div>
  )
}
