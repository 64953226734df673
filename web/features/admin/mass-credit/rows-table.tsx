import { useTranslation } from 'react-i18next'
import type { MassCreditRow } from '../../../../domain/mass-credit.ts'
import { formatNumber } from '../../../lib/format.ts'

/**
 * The rows of a file or batch (spec 3 §2.11: Email, Description, Points), with the line and what
 * became of it. A row with no member is in red bold; any other rejected row says why.
 */
export function RowsTable({ rows, caption, showState = false }: { rows: MassCreditRow[]; caption: string; showState?: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="table-scroll mass-credit-rows" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminMassCredit.rows.line')}</th>
            <th scope="col">{t('adminMassCredit.rows.email')}</th>
            <th scope="col">{t('adminMassCredit.rows.description')}</th>
            <th scope="col">{t('adminMassCredit.rows.points')}</th>
            <th scope="col">{t('adminMassCredit.rows.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className={row.problem ? 'mass-credit-rejected' : undefined}>
              <td className="number">{row.line}</td>
              <td className={row.userId === null ? 'mass-credit-unmatched' : undefined}>{row.email}</td>
              <td>{row.description}</td>
              <td className="number">{formatNumber(row.points)}</td>
              <td>
                {row.problem
                  ? t(`adminMassCredit.problems.${row.problem}`)
                  : showState && row.state
                    ? t(`adminMassCredit.rowStates.${row.state}`, { points: formatNumber(row.reversedPoints ?? 0) })
                    : t('adminMassCredit.rows.ok')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
