import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DateRange } from '../../../../domain/code-batches.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { DateRangeForm } from '../ui/date-range-form.tsx'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { downloadFreeSampleReport } from './api/download-free-sample-report.ts'
import { fetchFreeSampleReport } from './api/fetch-free-sample-report.ts'
import { matchesSearch } from './free-sample-search.ts'
import { FreeSampleTable } from './free-sample-table.tsx'
import './free-sample-report.css'

/** `/admin/freesample` (spec 3 §2.10): every sample order, newest first, by the days placed, with a search and freeSampleReport.csv. */
export function FreeSampleReportPage() {
  const { t } = useTranslation()
  const [range, setRange] = useState<DateRange>({})
  const [search, setSearch] = useState('')
  const { loaded, reload } = useLoad(useCallback(() => fetchFreeSampleReport(range), [range]))

  return (
    <div className="admin-page free-sample-report">
      <AdminPageHeader
        title={t('adminFreeSamples.title')}
        actions={
          // The file has every row of the dates chosen; the search narrows only the screen. A failure shows in the error modal.
          <button type="button" className="button secondary" onClick={() => void downloadFreeSampleReport(range).catch(() => undefined)}>
            {t('adminFreeSamples.download')}
          </button>
        }
      />
      <DateRangeForm label={t('adminFreeSamples.filter')} onApply={setRange} />
      <TextField label={t('adminFreeSamples.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <LoadView loaded={loaded} failedText={t('adminFreeSamples.loadFailed')} onRetry={reload}>
        {({ data }) => {
          if (data.length === 0) return <p className="notice">{t('adminFreeSamples.empty')}</p>
          const shown = data.filter((row) => matchesSearch(row, search))
          return (
            <>
              <p role="status">{t('adminFreeSamples.count', { shown: shown.length, total: data.length })}</p>
              {shown.length === 0 ? <p className="notice">{t('adminFreeSamples.noMatch')}</p> : <FreeSampleTable rows={shown} />}
            </>
          )
        }}
      </LoadView>
    </div>
  )
}
