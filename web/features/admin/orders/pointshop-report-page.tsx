import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DateRange } from '../../../../domain/code-batches.ts'
import { orderLabel } from '../../../../domain/shop.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { formatDateTime, formatNumber } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { DateRangeForm } from '../ui/date-range-form.tsx'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { downloadRedemptionReport } from './api/download-redemption-report.ts'
import { fetchRedemptionReport } from './api/fetch-redemption-report.ts'
import { kindText, statusText } from '../ui/order-texts.ts'
import './orders.css'

/** `/admin/pointshop` (spec 3 §2.10): every item redeemed, newest first, one date filter, and its CSV. */
export function PointshopReportPage() {
  const { t } = useTranslation()
  const [range, setRange] = useState<DateRange>({})
  const { loaded, reload } = useLoad(useCallback(() => fetchRedemptionReport(range), [range]))

  return (
    <div className="admin-page pointshop-page">
      <AdminPageHeader
        title={t('adminOrders.report.title')}
        actions={
          <button type="button" className="button secondary" onClick={() => void downloadRedemptionReport(range).catch(() => undefined)}>
            {t('adminOrders.report.download')}
          </button>
        }
      />
      <DateRangeForm label={t('adminOrders.report.filter')} onApply={setRange} />
      <LoadView loaded={loaded} failedText={t('adminOrders.report.loadFailed')} onRetry={reload}>
        {({ data }) =>
          data.length === 0 ? (
            <p className="notice">{t('adminOrders.report.empty')}</p>
          ) : (
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
                  {data.map((r, i) => (
                    <tr key={`${r.orderId}-${i}`}>
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
      </LoadView>
    </div>
  )
}
