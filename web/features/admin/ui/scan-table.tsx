import { useTranslation } from 'react-i18next'
import { formatDateTime, formatNumber } from '../../../lib/format.ts'
import type { ScanRow } from '../../../../domain/code-batches.ts'

export function ScanTable({ rows }: { rows: ScanRow[] }) {
  const { t } = useTranslation()
  if (rows.length === 0) return <p className="notice">{t('adminScans.empty')}</p>
  return (
    <div className="table-scroll">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('adminScans.date')}</th>
            <th scope="col">{t('adminScans.member')}</th>
            <th scope="col">{t('adminScans.code')}</th>
            <th scope="col">{t('adminScans.product')}</th>
            <th scope="col">{t('adminScans.points')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.code}>
              <td>{formatDateTime(r.scannedAt)}</td>
              <td>
                {r.name}
                <br />
                <small>{r.email}</small>
              </td>
              <td>
                <code>{r.code}</code>
              </td>
              <td>
                #{r.batchId} · {r.brand} · {r.format} · {r.size.toUpperCase()}
              </td>
              <td>{formatNumber(r.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
