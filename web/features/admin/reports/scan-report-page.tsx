import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReportFilter } from '../../../../domain/account-report.ts'
import type { ScanRow } from '../../../../domain/code-batches.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { PagedReport } from '../ui/paged-report.tsx'
import { ReportFilterForm } from '../ui/report-filter-form.tsx'
import { ScanTable } from '../ui/scan-table.tsx'
import { downloadScanReport, fetchScanPage } from './api/report-calls.ts'

/** `/admin/scan` (spec 3 §2.10): every scan, newest first, by the days scanned and the member's email or phone, with scanReport.csv. */
export function ScanReportPage() {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<ReportFilter>({})
  const fetchPage = useCallback((after?: ScanRow) => fetchScanPage(filter, after), [filter])

  return (
    <div className="admin-page">
      <AdminPageHeader
        title={t('adminScans.title')}
        actions={
          // A failure shows in the error modal.
          <button type="button" className="button secondary" onClick={() => void downloadScanReport(filter).catch(() => undefined)}>
            {t('adminScans.download')}
          </button>
        }
      />
      <ReportFilterForm label={t('adminScans.filter')} onApply={setFilter} />
      <PagedReport key={JSON.stringify(filter)} fetchPage={fetchPage} empty={t('adminScans.empty')} failed={t('adminScans.loadFailed')}>
        {(rows: ScanRow[]) => <ScanTable rows={rows} />}
      </PagedReport>
    </div>
  )
}
