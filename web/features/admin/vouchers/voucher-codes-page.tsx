import { Link } from '@tanstack/react-router'
import { useCallback, useDeferredValue, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { VOUCHER_STATUSES } from '../../../../domain/vouchers.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { LoadView } from '../../../components/load-view.tsx'
import { formatDateTime, formatNumber } from '../../../lib/format.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchBatchVouchers } from './api/fetch-batch-vouchers.ts'
import { useFound } from './use-found.ts'
import { matchingRows, pageOf, searchIndex, type StatusFilter, statusCounts } from './voucher-codes-view.ts'
import { VOUCHER_SCREENS } from './voucher-screens.ts'
import './vouchers.css'

type Voucher = Awaited<ReturnType<typeof fetchBatchVouchers>>[number]

/**
 * `/admin/voucher/details?id=`: a batch's codes, each with its status and holder. A batch may
 * hold 100,000 codes, so they are searched on the device and shown a page at a time.
 */
export function VoucherCodesPage({ batchId, typeId }: { batchId: number; typeId?: number }) {
  const { t } = useTranslation()
  const load = useCallback(() => fetchBatchVouchers(batchId), [batchId])
  const { loaded, reload } = useFound(load, 'notFound')
  return (
    <div className="admin-page vouchers-page">
      <AdminPageHeader
        title={t('adminVouchers.codes.title', { id: batchId })}
        back={
          typeId ? (
            <Link to={VOUCHER_SCREENS.batches} search={{ id: typeId }}>
              {t('adminVouchers.codes.back')}
            </Link>
          ) : (
            <Link to={VOUCHER_SCREENS.dashboard}>{t('adminVouchers.back')}</Link>
          )
        }
      />
      <LoadView loaded={loaded} failedText={t('adminVouchers.codes.loadFailed')} onRetry={reload}>
        {(rows) => (rows.length === 0 ? <p className="notice">{t('adminVouchers.codes.empty')}</p> : <CodesTable rows={rows} batchId={batchId} />)}
      </LoadView>
    </div>
  )
}

function CodesTable({ rows, batchId }: { rows: Voucher[]; batchId: number }) {
  const { t } = useTranslation()
  const statusId = useId()
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<StatusFilter>('all')
  const [page, setPage] = useState(1)
  // Typing stays quick: the table follows the search when the device has a moment.
  const deferredSearch = useDeferredValue(search)
  const index = useMemo(() => searchIndex(rows), [rows])
  const counts = useMemo(() => statusCounts(rows), [rows])
  const found = useMemo(() => matchingRows(rows, index, deferredSearch, status), [rows, index, deferredSearch, status])
  const shown = pageOf(found, page)
  const statusText = (s: StatusFilter) => t(`adminVouchers.codes.statuses.${s}`)

  return (
    <>
      <div className="inline-form" role="search">
        <TextField
          className="table-search"
          label={t('adminVouchers.codes.search')}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value)
            setPage(1)
          }}
        />
        <div className="field">
          <label htmlFor={statusId}>{t('adminVouchers.codes.status')}</label>
          <select
            id={statusId}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as StatusFilter)
              setPage(1)
            }}
          >
            {(['all', ...VOUCHER_STATUSES] as const).map((s) => (
              <option key={s} value={s}>
                {`${statusText(s)} (${formatNumber(counts[s])})`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="voucher-codes-summary">
        {found.length === 0
          ? t('adminVouchers.codes.noMatch')
          : t('adminVouchers.codes.showing', { from: formatNumber(shown.from), to: formatNumber(shown.to), total: formatNumber(found.length) })}
      </p>
      {found.length > 0 && (
        <>
          <div className="table-scroll">
            <table className="voucher-codes-table">
              <caption className="visually-hidden">{t('adminVouchers.codes.title', { id: batchId })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('adminVouchers.codes.code')}</th>
                  <th scope="col">{t('adminVouchers.codes.status')}</th>
                  <th scope="col">{t('adminVouchers.codes.name')}</th>
                  <th scope="col">{t('adminVouchers.codes.number')}</th>
                  <th scope="col">{t('adminVouchers.codes.email')}</th>
                  <th scope="col">{t('adminVouchers.codes.updated')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.rows.map((voucher) => (
                  <tr key={voucher.code}>
                    <th scope="row" className="voucher-code">
                      {voucher.code}
                    </th>
                    <td>
                      <span className={`voucher-status ${voucher.status}`}>{statusText(voucher.status)}</span>
                    </td>
                    <td>{voucher.name ?? '—'}</td>
                    <td>{voucher.number ?? '—'}</td>
                    <td>{voucher.email ?? '—'}</td>
                    <td>{formatDateTime(voucher.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {shown.pages > 1 && (
            <nav className="voucher-pages" aria-label={t('adminVouchers.codes.pages')}>
              <button type="button" className="button secondary" disabled={shown.page === 1} onClick={() => setPage(shown.page - 1)}>
                {t('adminVouchers.codes.previous')}
              </button>
              <span>{t('adminVouchers.codes.page', { page: formatNumber(shown.page), pages: formatNumber(shown.pages) })}</span>
              <button type="button" className="button secondary" disabled={shown.page === shown.pages} onClick={() => setPage(shown.page + 1)}>
                {t('adminVouchers.codes.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </>
  )
}
