import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PointHistoryRow } from '../../../../domain/account-report.ts'
import { formatDateTime, formatNumber } from '../../../lib/format.ts'

/** Ledger rows: date, points and source, with the member when the report spans members. */
export function PointRowsTable({ rows, caption, member }: { rows: PointHistoryRow[]; caption: string; member?: (row: PointHistoryRow) => ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="table-scroll">
      <table className="report-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {member && <th scope="col">{t('adminPointHistory.column.member')}</th>}
            <th scope="col">{t('adminPointHistory.column.date')}</th>
            <th scope="col">{t('adminPointHistory.column.points')}</th>
            <th scope="col">{t('adminPointHistory.column.source')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              {member && <td>{member(r)}</td>}
              <td>
                <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
              </td>
              <td>{formatNumber(r.points)}</td>
              <td>{t(`points.sources.${r.source}`, { defaultValue: r.source })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
