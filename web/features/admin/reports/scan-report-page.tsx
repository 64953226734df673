import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/form/text-field.tsx'
import type { DateRange, ScanRow } from '../../../../domain/code-batches.ts'
import { downloadScanReport } from './api/download-scan-report.ts'
import { fetchScanReport } from './api/fetch-scan-report.ts'
import { DateRangeForm } from '../ui/date-range-form.tsx'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { ScanTable } from '../ui/scan-table.tsx'

/** `/admin/scan`: every scan, filtered by two dates (both or neither), with a CSV download. */
export function ScanReportPage() {
  const { t } = useTranslation()
  const [range, setRange] = useState<DateRange>({})
  const [rows, setRows] = useState<ScanRow[]>()
  const [search, setSearch] = useState('')

  useEffect(() => void fetchScanReport(range).then((r) => setRows(r.data), () => setRows([])), [range])

  const needle = search.trim().toLowerCase()
  const shown = rows?.filter((r) => !needle || [r.name, r.email ?? '', r.code, r.brand].some((v) => v.toLowerCase().includes(needle)))

  return (
    <div className="admin-page">
      <AdminPageHeader
        title={t('adminScans.title')}
        actions={
          <button type="button" className="button secondary" onClick={() => void downloadScanReport(range)}>
            {t('adminScans.download')}
          </button>
        }
      />
      <DateRangeForm label={t('adminScans.filter')} onApply={setRange} />
      <TextField label={t('adminScans.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {shown ? <ScanTable rows={shown} /> : <p>{t('common.loading')}</p>}
    </div>
  )
}
