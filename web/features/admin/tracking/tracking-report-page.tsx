import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReportFilter } from '../../../../domain/account-report.ts'
import type { DateRange } from '../../../../domain/code-batches.ts'
import { isErrorCode } from '../../../../domain/errors.ts'
import { type OverviewQuery, OverviewQuerySchema } from '../../../../domain/overview.ts'
import type { TrackingReport } from '../../../../domain/tracking.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { ReportFilterForm } from '../ui/report-filter-form.tsx'
import { downloadTrackingReport, fetchTrackingReport } from './api/tracking-report-calls.ts'

const rangeOf = ({ startDate, endDate }: DateRange): OverviewQuery => (startDate && endDate ? { from: startDate, to: endDate } : {})

/** The range's own rules (in order, at most a year), said before anything is sent. */
const rangeProblem = (range: Required<DateRange>) => {
  const message = OverviewQuerySchema.safeParse(rangeOf(range)).error?.issues[0]?.message
  return isErrorCode(message) ? message : undefined
}

/** `/admin/tracking` (decisions 143-145): the members' actions counted per Malaysian day, those of consenting members apart, with trackingReport.csv. */
export function TrackingReportPage() {
  const { t } = useTranslation()
  const [range, setRange] = useState<OverviewQuery>({})
  const { loaded, reload } = useLoad(useCallback(() => fetchTrackingReport(range), [range]))

  return (
    <div className="admin-page">
      <AdminPageHeader
        title={t('adminTracking.title')}
        actions={
          <button type="button" className="button secondary" onClick={() => void downloadTrackingReport(range).catch(() => undefined)}>
            {t('adminTracking.download')}
          </button>
        }
      />
      <p>{t('adminTracking.intro')}</p>
      <ReportFilterForm label={t('adminTracking.filter')} onApply={(filter: ReportFilter) => setRange(rangeOf(filter))} search={false} check={rangeProblem} />
      <LoadView loaded={loaded} failedText={t('adminTracking.loadFailed')} onRetry={reload}>
        {(report) => <TrackingTable report={report} />}
      </LoadView>
    </div>
  )
}

function TrackingTable({ report }: { report: TrackingReport }) {
  const { t } = useTranslation()
  return (
    <>
      <p role="status">{t('adminTracking.range', { start: formatDate(report.from), end: formatDate(report.to) })}</p>
      {report.rows.length === 0 ? (
        <p className="notice">{t('adminTracking.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">{t('adminTracking.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminTracking.date')}</th>
                <th scope="col">{t('adminTracking.event')}</th>
                <th scope="col">{t('adminTracking.count')}</th>
                <th scope="col">{t('adminTracking.consented')}</th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((r) => (
                <tr key={`${r.date} ${r.event}`}>
                  <td>{formatDate(r.date)}</td>
                  <td>{t(`adminTracking.events.${r.event}`)}</td>
                  <td>{formatNumber(r.count)}</td>
                  <td>{formatNumber(r.consented)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
