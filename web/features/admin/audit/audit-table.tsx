import { useTranslation } from 'react-i18next'
import type { AuditEntry } from '../../../../domain/audit.ts'
import { formatDateTime } from '../../../lib/format.ts'

const asText = (value: unknown) => (value === null ? '—' : JSON.stringify(value, null, 2))

/** Log entries, newest first: when, who, what, and the entity before and after, as stored. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation()
  return (
    <div className="table-scroll">
      <table className="audit-table">
        <caption className="visually-hidden">{t('adminAudit.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminAudit.column.at')}</th>
            <th scope="col">{t('adminAudit.column.admin')}</th>
            <th scope="col">{t('adminAudit.column.action')}</th>
            <th scope="col">{t('adminAudit.column.before')}</th>
            <th scope="col">{t('adminAudit.column.after')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td>
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              </td>
              <td>{e.admin.username}</td>
              <th scope="row">
                {e.action}
                {e.entityId && <small> #{e.entityId}</small>}
              </th>
              <td>
                <pre>{asText(e.before)}</pre>
              </td>
              <td>
                <pre>{asText(e.after)}</pre>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
