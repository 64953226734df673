import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/form/text-field.tsx'
import type { DateRange, ScanRow } from '../../../../domain/code-batches.ts'
import { downloadScanReport } from './api/download-scan-report.ts'
import { fetchScanReport } from './api/fetch-scan-report.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { ScanTable } from '../ui/scan-table.tsx'

/** `/admin/scan`: every scan, filtered by two dates (both or neither), with a CSV download. */
export function ScanReportPage() {
  const { t } = useTranslation()
  const [startDate, setStart] = useState('')
  const [endDate, setEnd] = useState('')
  const [range, setRange] = useState<DateRange>({})
  const [rows, setRows] = useState<ScanRow[]>()
  const [half, setHalf] = useState(false)
  const [search, setSearch] = useState('')

  useEffect(() => void fetchScanReport(range).then((r) => setRows(r.data), () => setRows([])), [range])

  const filter = (event: React.FormEvent) => {
    event.preventDefault()
    const oneOnly = Boolean(startDate) !== Boolean(endDate)
    setHalf(oneOnly)
    if (!oneOnly) setRange(startDate ? { startDate, endDate } : {})
  }
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
      <form className="inline-form" noValidate onSubmit={filter}>
        <TextField label={t('adminScans.from')} type="date" value={startDate} onChange={(e) => setStart(e.target.value)} />
        <TextField label={t('adminScans.to')} type="date" value={endDate} onChange={(e) => setEnd(e.target.value)} />
        <button type="submit" className="button secondary">
          {t('adminScans.filter')}
        </button>
      </form>
      {half && (
        <p className="field-error" role="alert">
          {t('errors.dateRangeRequired')}
        </p>
      )}
      <TextField label={t('adminScans.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {shown ? <ScanTable rows={shown} /> : <p>{t('common.loading')}</p>}
    </div>
  )
}
