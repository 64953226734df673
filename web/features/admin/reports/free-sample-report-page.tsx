import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReportFilter } from '../../../../domain/account-report.ts'
import type { FreeSampleRow } from '../../../../domain/sample-report.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { PagedReport } from '../ui/paged-report.tsx'
import { ReportFilterForm } from '../ui/report-filter-form.tsx'
import { downloadFreeSampleReport, fetchFreeSamplePage } from './api/report-calls.ts'
import { FreeSampleTable } from './free-sample-table.tsx'
import './free-sample-report.css'

/** `/admin/freesample` (spec 3 §2.10): every sample order, newest first, by the days placed and the member's email or phone, with freeSampleReport.csv. */
export function FreeSampleReportPage() {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<ReportFilter>({})
  const fetchPage = useCallback((after?: FreeSampleRow) => fetchFreeSamplePage(filter, after), [filter])

  return (
    <div className="admin-page free-sample-report">
      <AdminPageHeader
        title={t('adminFreeSamples.title')}
        actions={
          // A failure shows in the error modal.
          <button type="button" className="button secondary" onClick={() => void downloadFreeSampleReport(filter).catch(() => undefined)}>
            {t('adminFreeSamples.download')}
          </button>
        }
      />
      <ReportFilterForm label={t('adminFreeSamples.filter')} onApply={setFilter} />
      <PagedReport key={JSON.stringify(filter)} fetchPage={fetchPage} empty={t('adminFreeSamples.empty')} failed={t('adminFreeSamples.loadFailed')}>
        {(rows: FreeSampleRow[]) => <FreeSampleTable rows={rows} />}
      </PagedReport>
    </div>
  )
}
