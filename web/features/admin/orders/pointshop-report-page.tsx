import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SinceDateFilter } from '../../../../domain/account-report.ts'
import { orderLabel, type RedemptionRow } from '../../../../domain/shop.ts'
import { formatDateTime, formatNumber } from '../../../lib/format.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { PagedReport } from '../ui/paged-report.tsx'
import { ReportFilterForm } from '../ui/report-filter-form.tsx'
import { kindText, statusText } from '../ui/order-texts.ts'
import { downloadRedemptionReport, fetchRedemptionPage } from './api/redemption-report.ts'
import './orders.css'

/** `/admin/pointshop` (spec 3 §2.10): every item redeemed, newest first, from one date on and by the member's email or phone, with pointshopReport.csv. */
export function PointshopReportPage() {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<SinceDateFilter>({})
  const fetchPage = useCallback((after?: RedemptionRow) => fetchRedemptionPage(filter, after), [filter])

  return (
    <div className="admin-page pointshop-page">
      <AdminPageHeader
        title={t('adminOrders.report.title')}
        actions={
          <button type="button" className="button secondary" onClick={() => void downloadRedemptionReport(filter).catch(() => undefined)}>
            {t('adminOrders.report.download')}
          </button>
        }
      />
      <ReportFilterForm label={t('adminOrders.report.filter')} dates="since" onApply={setFilter} />
      <PagedReport key={JSON.stringify(filter)} fetchPage={fetchPage} empty={t('adminOrders.report.empty')} failed={t('adminOrders.report.loadFailed')}>
        {(rows: RedemptionRow[]) => <RedemptionTable rows={rows} />}
      </PagedReport>
    </div>
  )
}

function RedemptionTable({ rows }: { rows: RedemptionRow[] }) {
  const { t } = useTranslation()
  return (
    <div className="table-scroll">
      <table className="orders-table">
        <caption className="visually-hidden">{t('adminOrders.report.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminOrders.column.order')}</th>
            <th scope="col">{t('adminOrders.column.date')}</th>
            <th scope="col">{t('adminOrders.column.member')}</th>
            <th scope="col">{t('adminOrders.report.item')}</th>
            <th scope="col">{t('adminOrders.report.quantity')}</th>
            <th scope="col">{t('adminOrders.column.points')}</th>
            <th scope="col">{t('adminOrders.column.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.orderId}-${r.rewardItemId}`}>
              <th scope="row" className="order-label">
                <ul className="cell-lines">
                  <li className="order-id">{orderLabel(r.orderId)}</li>
                  <li className="order-kind">{kindText(t, r.type)}</li>
                </ul>
              </th>
              <td>
                <time dateTime={r.orderDate}>{formatDateTime(r.orderDate)}</time>
              </td>
              <td className="order-member">
                <ul className="cell-lines">
                  <li>{r.name}</li>
                  <li>{r.number}</li>
                  <li>{r.email}</li>
                </ul>
              </td>
              <td>
                {r.itemName}
                <br />
                <small>{r.itemId}</small>
              </td>
              <td>{formatNumber(r.quantity)}</td>
              <td>{formatNumber(r.points)}</td>
              <td>{statusText(t, r.status)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
