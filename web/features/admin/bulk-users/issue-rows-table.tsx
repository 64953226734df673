import { useTranslation } from 'react-i18next'
import { type BulkUserColumn, type BulkUserRow, PROBLEM_CELLS } from '../../../../domain/bulk-users.ts'

const SHOWN: BulkUserColumn[] = ['name', 'number', 'email']

/**
 * The rows of a checked file that create no member (spec 3 §3 issueUsers: name, number, email),
 * with their line and every reason; the values at fault are in red.
 */
export function IssueRowsTable({ rows, caption }: { rows: BulkUserRow[]; caption: string }) {
  const { t } = useTranslation()
  return (
    <div className="table-scroll bulk-users-rows" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminBulkUsers.rows.line')}</th>
            {SHOWN.map((column) => (
              <th key={column} scope="col">
                {t(`adminBulkUsers.rows.${column}`)}
              </th>
            ))}
            <th scope="col">{t('adminBulkUsers.rows.reasons')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const faulty = new Set(row.problems.flatMap((p) => PROBLEM_CELLS[p]))
            return (
              <tr key={row.line}>
                <td className="number">{row.line}</td>
                {SHOWN.map((column) => (
                  <td key={column} className={faulty.has(column) ? 'bulk-users-invalid' : undefined}>
                    {row[column]}
                  </td>
                ))}
                <td className="bulk-users-invalid">{row.problems.map((p) => t(`adminBulkUsers.problems.${p}`)).join('; ')}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
