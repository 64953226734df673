import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { type AdminVoucherType, formatRinggit } from '../../../../domain/vouchers.ts'
import { formatNumber } from '../../../lib/format.ts'
import { AdminListPage } from '../ui/admin-list-page.tsx'
import { SearchableTable, type TableColumn } from '../ui/searchable-table.tsx'
import { cut } from '../ui/table-text.ts'
import { useShowBoxes } from '../ui/use-show-boxes.tsx'
import { fetchVoucherTypes } from './api/fetch-voucher-types.ts'
import { flipVoucherType } from './api/flip-voucher-type.ts'
import { VOUCHER_SCREENS } from './voucher-screens.ts'
import { ExpiryText, MilestoneMark } from './voucher-type-texts.tsx'
import './vouchers.css'

/**
 * `/admin/voucher/dashboard`: every voucher type, its codes counted (total, available, redeemed,
 * used), a show/hide box that changes only once the server has, and the ways on: a new type,
 * a type's batches, and an upload of codes (not for the milestone vouchers, made when won).
 */
export function VoucherDashboardPage() {
  const { t } = useTranslation()
  return (
    <AdminListPage
      className="vouchers-page"
      title={t('adminVouchers.dashboard.title')}
      action={
        <Link to={VOUCHER_SCREENS.addType} className="button">
          {t('adminVouchers.dashboard.newType')}
        </Link>
      }
      load={fetchVoucherTypes}
      failedText={t('adminVouchers.dashboard.loadFailed')}
    >
      {(types) => <VoucherTypesTable types={types} />}
    </AdminListPage>
  )
}

function VoucherTypesTable({ types }: { types: AdminVoucherType[] }) {
  const { t } = useTranslation()
  const showBox = useShowBoxes(flipVoucherType)
  const count = (header: string, of: (type: AdminVoucherType) => number): TableColumn<AdminVoucherType> => ({ header, className: 'number', cell: (type) => formatNumber(of(type)) })
  return (
    <SearchableTable
      rows={types}
      searchTexts={(type) => [type.itemId, type.name, formatRinggit(type.value)]}
      caption={t('adminVouchers.dashboard.tableCaption')}
      emptyText={t('adminVouchers.dashboard.empty')}
      className="voucher-types-table"
      searchLabel={t('adminVouchers.table.search')}
      noMatchText={(search) => t('adminVouchers.table.noMatch', { search })}
      columns={[
        {
          header: t('adminVouchers.table.image'),
          // The name beside it says what it shows; the milestone vouchers may have none.
          cell: (type) => type.voucherImage && <img className="voucher-thumbnail" src={type.voucherImage} alt="" loading="lazy" />,
        },
        { header: t('adminVouchers.table.itemId'), cell: (type) => type.itemId, cellProps: () => ({ className: 'voucher-item-id' }) },
        {
          header: t('adminVouchers.table.name'),
          cell: (type) => (
            <>
              <span title={type.name}>{cut(type.name)}</span>
              <MilestoneMark milestone={type.milestone} />
            </>
          ),
        },
        { header: t('adminVouchers.table.value'), className: 'number', cell: (type) => formatRinggit(type.value) },
        count(t('adminVouchers.table.points'), (type) => type.points),
        { header: t('adminVouchers.table.expiry'), cell: (type) => <ExpiryText expiresOn={type.expiresOn} />, cellProps: () => ({ className: 'voucher-expiry' }) },
        count(t('adminVouchers.table.batches'), (type) => type.batch),
        count(t('adminVouchers.table.total'), (type) => type.total),
        count(t('adminVouchers.table.available'), (type) => type.available),
        count(t('adminVouchers.table.redeemed'), (type) => type.redeemed),
        count(t('adminVouchers.table.used'), (type) => type.used),
        {
          header: t('adminVouchers.table.actions'),
          className: 'actions',
          cell: (type) => (
            <ul className="voucher-actions">
              <li>
                <label className="voucher-shown">
                  {showBox(type, t('adminVouchers.table.shownFor', { name: type.name }))}
                  {t('adminVouchers.table.shown')}
                </label>
              </li>
              {type.milestone === null && (
                <li>
                  <Link to={VOUCHER_SCREENS.upload} search={{ id: type.id }} aria-label={t('adminVouchers.table.uploadFor', { name: type.name })}>
                    {t('adminVouchers.table.upload')}
                  </Link>
                </li>
              )}
              <li>
                <Link to={VOUCHER_SCREENS.batches} search={{ id: type.id }} aria-label={t('adminVouchers.table.batchesFor', { name: type.name })}>
                  {t('adminVouchers.table.batchesLink')}
                </Link>
              </li>
            </ul>
          ),
        },
      ]}
    />
  )
}
