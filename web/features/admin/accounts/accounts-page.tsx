import { Link } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AccountRow, ReportFilter } from '../../../../domain/account-report.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { downloadAccounts, fetchAccountsPage } from './api/accounts-api.ts'
import { PagedReport } from '../ui/paged-report.tsx'
import { ReportFilterForm } from '../ui/report-filter-form.tsx'
import './accounts.css'

/** `/admin/account` (spec 3 §2.10): accounts newest first, by registration days and email or phone, with accountReport.csv. */
export function AccountsPage() {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<ReportFilter>({})
  const fetchPage = useCallback((after?: AccountRow) => fetchAccountsPage(filter, after?.id), [filter])

  return (
    <div className="admin-page accounts-page">
      <AdminPageHeader
        title={t('adminAccounts.title')}
        actions={
          <button type="button" className="button secondary" onClick={() => void downloadAccounts(filter).catch(() => undefined)}>
            {t('adminAccounts.download')}
          </button>
        }
      />
      <ReportFilterForm label={t('adminAccounts.filter')} onApply={setFilter} />
      <PagedReport key={JSON.stringify(filter)} fetchPage={fetchPage} empty={t('adminAccounts.empty')} failed={t('adminAccounts.loadFailed')}>
        {(rows: AccountRow[]) => <AccountsTable rows={rows} />}
      </PagedReport>
    </div>
  )
}

function AccountsTable({ rows }: { rows: AccountRow[] }) {
  const { t } = useTranslation()
  return (
    <div className="table-scroll">
      <table className="report-table">
        <caption className="visually-hidden">{t('adminAccounts.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminAccounts.column.name')}</th>
            <th scope="col">{t('adminAccounts.column.email')}</th>
            <th scope="col">{t('adminAccounts.column.number')}</th>
            <th scope="col">{t('adminAccounts.column.tier')}</th>
            <th scope="col">{t('adminAccounts.column.registeredAt')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('adminAccounts.column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">{r.name}</th>
              <td>{r.email ?? '—'}</td>
              <td>{r.number}</td>
              <td>{t(`adminAccounts.tiers.${r.tier}`)}</td>
              <td>
                <time dateTime={r.registeredAt}>{formatDateTime(r.registeredAt)}</time>
              </td>
              <td>
                <Link to="/admin/account/edit" search={{ id: r.id }} className="button secondary small" aria-label={t('adminAccounts.editOf', { name: r.name })}>
                  {t('adminAccounts.edit')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
