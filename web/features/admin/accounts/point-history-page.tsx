import { Link } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PointHistoryRow, ReportFilter } from '../../../../domain/account-report.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { downloadPointHistory, fetchPointHistoryPage } from './api/accounts-api.ts'
import { PagedReport } from '../ui/paged-report.tsx'
import { PointRowsTable } from './point-rows-table.tsx'
import { ReportFilterForm } from '../ui/report-filter-form.tsx'
import './accounts.css'

/** `/admin/pointhistory` (spec 3 §2.10): every ledger row with its member, a Details link to the member's point user report, and pointHistoryReport.csv. */
export function PointHistoryPage() {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<ReportFilter>({})
  const fetchPage = useCallback((after?: PointHistoryRow) => fetchPointHistoryPage(filter, after?.id), [filter])

  return (
    <div className="admin-page point-history-page">
      <AdminPageHeader
        title={t('adminPointHistory.title')}
        actions={
          <button type="button" className="button secondary" onClick={() => void downloadPointHistory(filter).catch(() => undefined)}>
            {t('adminPointHistory.download')}
          </button>
        }
      />
      <ReportFilterForm label={t('adminPointHistory.filter')} onApply={setFilter} />
      <PagedReport key={JSON.stringify(filter)} fetchPage={fetchPage} empty={t('adminPointHistory.empty')} failed={t('adminPointHistory.loadFailed')}>
        {(rows: PointHistoryRow[]) => (
          <PointRowsTable
            rows={rows}
            caption={t('adminPointHistory.caption')}
            member={(r) => (
              <>
                {r.name}{' '}
                <Link to="/admin/userreport" search={{ member: r.memberId }} className="button secondary small" aria-label={t('adminPointHistory.detailsOf', { name: r.name })}>
                  {t('adminPointHistory.details')}
                </Link>
              </>
            )}
          />
        )}
      </PagedReport>
    </div>
  )
}
