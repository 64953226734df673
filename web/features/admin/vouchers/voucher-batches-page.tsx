import { Link } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadView } from '../../../components/load-view.tsx'
import { formatDateTime, formatNumber } from '../../../lib/format.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchVoucherBatches } from './api/fetch-voucher-batches.ts'
import { useFound } from './use-found.ts'
import { VoucherTypeFacts } from './voucher-type-facts.tsx'
import { VOUCHER_SCREENS } from './voucher-screens.ts'
import './vouchers.css'

/** `/admin/voucher/batch/details?id=`: a voucher type and its batches, newest first, each leading to its codes. */
export function VoucherBatchesPage({ typeId }: { typeId: number }) {
  const { t } = useTranslation()
  const load = useCallback(() => fetchVoucherBatches(typeId), [typeId])
  const { loaded, reload } = useFound(load, 'voucherTypeNotFound')
  const type = loaded.status === 'ready' ? loaded.data.type : undefined
  return (
    <div className="admin-page vouchers-page">
      <AdminPageHeader
        title={type ? t('adminVouchers.batches.titleFor', { name: type.name }) : t('adminVouchers.batches.title')}
        back={<Link to={VOUCHER_SCREENS.dashboard}>{t('adminVouchers.back')}</Link>}
        actions={
          type?.milestone === null && (
            <Link to={VOUCHER_SCREENS.upload} search={{ id: type.id }} className="button">
              {t('adminVouchers.table.upload')}
            </Link>
          )
        }
      />
      <LoadView loaded={loaded} failedText={t('adminVouchers.batches.loadFailed')} onRetry={reload}>
        {({ type, data: batches }) => (
          <>
            <VoucherTypeFacts type={type} />
            <h2>{t('adminVouchers.batches.heading')}</h2>
            {batches.length === 0 ? (
              <p className="notice">{type.milestone === null ? t('adminVouchers.batches.empty') : t('adminVouchers.batches.milestoneEmpty')}</p>
            ) : (
              <div className="table-scroll">
                <table>
                  <caption className="visually-hidden">{t('adminVouchers.batches.tableCaption', { name: type.name })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('adminVouchers.batches.id')}</th>
                      <th scope="col">{t('adminVouchers.batches.created')}</th>
                      <th scope="col">{t('adminVouchers.table.total')}</th>
                      <th scope="col">{t('adminVouchers.table.redeemed')}</th>
                      <th scope="col">{t('adminVouchers.table.used')}</th>
                      <th scope="col">{t('adminVouchers.table.available')}</th>
                      <th scope="col">{t('adminVouchers.table.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {batches.map((batch) => (
                      <tr key={batch.id}>
                        <th scope="row" className="voucher-batch-id">
                          {batch.id}
                        </th>
                        <td>{formatDateTime(batch.createdAt)}</td>
                        <td className="number">{formatNumber(batch.total)}</td>
                        <td className="number">{formatNumber(batch.redeemed)}</td>
                        <td className="number">{formatNumber(batch.used)}</td>
                        <td className="number">{formatNumber(batch.available)}</td>
                        <td className="actions">
                          <Link to={VOUCHER_SCREENS.codes} search={{ id: batch.id, type: type.id }} aria-label={t('adminVouchers.batches.codesFor', { id: batch.id })}>
                            {t('adminVouchers.batches.codes')}
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </LoadView>
    </div>
  )
}
