import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DateRange } from '../../../../domain/code-batches.ts'
import { orderLabel } from '../../../../domain/shop.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { LoadView } from '../../../components/load-view.tsx'
import { formatDateTime, formatNumber } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { downloadRedemptionReport } from './api/download-redemption-report.ts'
import { fetchRedemptionReport } from './api/fetch-redemption-report.ts'
import { kindText, statusText } from './order-texts.ts'
import './orders.css'

/** `/admin/pointshop` (spec 3 §2.10): every item redeemed, newest first, one date filter, and its CSV. */
export function PointshopReportPage() {
  const { t } = useTranslation()
  const [startDate, setStart] = useState('')
  const [endDate, setEnd] = useState('')
  const [range, setRange] = useState<DateRange>({})
  const [half, setHalf] = useState(false)
  const { loaded, reload } = useLoad(useCallback(() => fetchRedemptionReport(range), [range]))

  const filter = (event: React.FormEvent) => {
    event.preventDefault()
    const oneOnly = Boolean(startDate) !== Boolean(endDate)
    setHalf(oneOnly)
    if (!oneOnly) setRange(startDate ? { startDate, endDate } : {})
  }

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
      <form className="inline-form" noValidate onSubmit={filter} aria-label={t('adminOrders.report.filter')}>
        <TextField label={t('adminOrders.filter.from')} type="date" value={startDate} onChange={(e) => setStart(e.target.value)} />
        <TextField label={t('adminOrders.filter.to')} type="date" value={endDate} onChange={(e) => setEnd(e.target.value)} />
        <button type="submit" className="button secondary">
          {t('adminOrders.filter.apply')}
        </button>
        {half && (
          <p className="field-error filter-error" role="alert">
            {t('errors.dateRangeRequired')}
          </p>
        )}
      </form>
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
