import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { businessDate } from '../../../../domain/business-time.ts'
import { formatRinggit, type UserVoucher } from '../../../../domain/vouchers.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { Tabs } from '../../../components/tabs.tsx'
import { formatDate } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { fetchMyVouchers } from '../api/fetch-my-vouchers.ts'
import type { VoucherList } from '../shop-search.ts'
import { VoucherImage } from './voucher-image.tsx'
import { splitVouchers, voucherName, voucherState } from './voucher-lists.ts'
import './vouchers.css'

/**
 * `/pointshop?tab=vouchers` (spec 2 §2, §4): the member's vouchers, redeemed and won (the RM5 and
 * RM10 milestone vouchers among them), on two tabs kept in the URL: Current, and History for the
 * used and the expired. Each leads to its voucher page (`/voucherorder`).
 */
export function MyVouchers({ list }: { list: VoucherList }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { loaded, reload } = useLoad(fetchMyVouchers)
  return (
    <LoadView loaded={loaded} failedText={t('vouchers.mine.loadFailed')} onRetry={reload}>
      {(vouchers) => {
        if (vouchers.length === 0) {
          return (
            <div className="notice">
              <p>
                <strong>{t('vouchers.mine.none')}</strong>
              </p>
              <p>{t('vouchers.mine.noneHint')}</p>
              <Link to="/pointshop">{t('shop.backToShop')}</Link>
            </div>
          )
        }
        const today = businessDate(new Date())
        const lists = splitVouchers(vouchers, today)
        const shown = lists[list]
        return (
          <Tabs
            label={t('vouchers.tab')}
            tabs={[
              { key: 'current', label: t('vouchers.mine.current') },
              { key: 'history', label: t('vouchers.mine.history') },
            ]}
            selected={list}
            onSelect={(key) => void navigate({ to: '/pointshop', search: key === 'history' ? { tab: 'vouchers', list: 'history' } : { tab: 'vouchers' }, replace: true })}
          >
            {shown.length === 0 ? (
              <p className="notice">{t(list === 'history' ? 'vouchers.mine.noHistory' : 'vouchers.mine.noCurrent')}</p>
            ) : (
              <ul className="voucher-list">
                {shown.map((voucher) => (
                  <li key={voucher.id}>
                    <VoucherCard voucher={voucher} today={today} />
                  </li>
                ))}
              </ul>
            )}
          </Tabs>
        )
      }}
    </LoadView>
  )
}

function VoucherCard({ voucher, today }: { voucher: UserVoucher; today: string }) {
  const { t } = useTranslation()
  const state = voucherState(voucher, today)
  return (
    <Link className={`voucher-card ${state}`} to="/voucherorder" search={{ id: voucher.id }}>
      <VoucherImage src={voucher.voucherImage} value={voucher.value} size={96} />
      <span className="voucher-card-text">
        <span className="shop-card-name">{voucherName(voucher, t)}</span>
        <span className="voucher-value">{t('vouchers.worth', { value: formatRinggit(voucher.value) })}</span>
        <VoucherDates voucher={voucher} today={today} />
      </span>
    </Link>
  )
}

/** The date that matters to the member: until when it may be used, when it was used, or that it expired. */
export function VoucherDates({ voucher, today }: { voucher: UserVoucher; today: string }) {
  const { t } = useTranslation()
  const state = voucherState(voucher, today)
  if (state === 'used') return <span className="voucher-date">{t('vouchers.usedOn', { date: formatDate(voucher.usedAt ?? voucher.createdAt) })}</span>
  return <span className="voucher-date">{t(state === 'expired' ? 'vouchers.expiredOn' : 'vouchers.validUntil', { date: formatDate(voucher.expiresOn) })}</span>
}
