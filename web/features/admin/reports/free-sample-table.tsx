import { useTranslation } from 'react-i18next'
import type { FreeSampleRow } from '../../../../domain/sample-report.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { statusText } from '../ui/order-texts.ts'

/** The free-sample orders, one a row, with where each went, what was sent and its feedback. */
export function FreeSampleTable({ rows }: { rows: FreeSampleRow[] }) {
  const { t } = useTranslation()
  return (
    <div className="table-scroll">
      <table>
        <caption className="visually-hidden">{t('adminFreeSamples.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminFreeSamples.column.order')}</th>
            <th scope="col">{t('adminFreeSamples.column.placed')}</th>
            <th scope="col">{t('adminFreeSamples.column.member')}</th>
            <th scope="col">{t('adminFreeSamples.column.address')}</th>
            <th scope="col">{t('adminFreeSamples.column.sample')}</th>
            <th scope="col">{t('adminFreeSamples.column.status')}</th>
            <th scope="col">{t('adminFreeSamples.column.feedback')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.orderId}>
              <th scope="row">
                {r.trackingId}
                <br />
                <small>{t(`adminFreeSamples.source.${r.source}`)}</small>
              </th>
              <td>
                <time dateTime={r.orderDate}>{formatDateTime(r.orderDate)}</time>
              </td>
              <td>
                {r.name}
                <br />
                <small>{r.number}</small>
                <br />
                <small>{r.email}</small>
              </td>
              <td className="address">{[r.line1, r.line2, r.line3, `${r.postcode} ${r.city}`, r.state].filter(Boolean).join('\n')}</td>
              <td className="sample">
                {r.itemName}
                <br />
                <small>
                  {r.brand} · {r.format} · {r.size.toUpperCase()} · {r.itemId}
                </small>
              </td>
              <td>
                {statusText(t, r.status)}
                {r.deliveredAt && (
                  <>
                    <br />
                    <small>{t('adminFreeSamples.delivered', { at: formatDateTime(r.deliveredAt) })}</small>
                  </>
                )}
              </td>
              <td className="feedback">
                {r.answeredAt === null ? (
                  t('adminFreeSamples.notAnswered')
                ) : (
                  <>
                    {t(`adminFreeSamples.received.${r.received ? 'yes' : 'no'}`)}
                    <br />
                    <small>{t('adminFreeSamples.answered', { at: formatDateTime(r.answeredAt) })}</small>
                    {r.answers && <p className="feedback-answers">{r.answers}</p>}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
