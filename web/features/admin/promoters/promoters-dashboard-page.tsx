import { Link } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DateRange } from '../../../../domain/code-batches.ts'
import type { PromoterRow } from '../../../../domain/promoters.ts'
import { formatDateTime, formatLongDate, formatNumber } from '../../../lib/format.ts'
import { useCurrentLanguage } from '../../../lib/language.ts'
import { ReportFilterForm } from '../ui/report-filter-form.tsx'
import { PagedReport } from '../ui/paged-report.tsx'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { downloadPromoters, fetchPromoterPage } from './api.ts'
import { PROMOTER_SCREENS } from './screens.ts'
import './promoters.css'

/**
 * `/admin/promoter/dashboard` (spec 3 §2.9): promoters newest first, each with the members who
 * registered through it in the chosen Malaysian days (all time without dates), the CSV, New
 * Promoter and an Edit per row.
 */
export function PromotersDashboardPage() {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const [range, setRange] = useState<DateRange>({})
  const fetchPage = useCallback((after?: PromoterRow) => fetchPromoterPage(range, after?.id), [range])

  return (
    <div className="admin-page promoters-page">
      <AdminPageHeader
        title={t('adminPromoters.title')}
        actions={
          <>
            <button type="button" className="button secondary" onClick={() => void downloadPromoters(range).catch(() => undefined)}>
              {t('adminPromoters.download')}
            </button>
            <Link to={PROMOTER_SCREENS.add} className="button">
              {t('adminPromoters.add')}
            </Link>
          </>
        }
      />
      <ReportFilterForm label={t('adminPromoters.filter')} onApply={setRange} search={false} />
      <p className="promoters-range" role="status">
        {range.startDate ? t('adminPromoters.membersBetween', { start: formatLongDate(range.startDate, language), end: formatLongDate(range.endDate!, language) }) : t('adminPromoters.membersAllTime')}
      </p>
      <PagedReport key={JSON.stringify(range)} fetchPage={fetchPage} empty={t('adminPromoters.empty')} failed={t('adminPromoters.loadFailed')}>
        {(rows: PromoterRow[]) => <PromotersTable rows={rows} />}
      </PagedReport>
    </div>
  )
}

function PromotersTable({ rows }: { rows: PromoterRow[] }) {
  const { t } = useTranslation()
  return (
    <div className="table-scroll">
      <table className="report-table">
        <caption className="visually-hidden">{t('adminPromoters.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminPromoters.field.name')}</th>
            <th scope="col">{t('adminPromoters.field.code')}</th>
            <th scope="col">{t('adminPromoters.field.region')}</th>
            <th scope="col">{t('adminPromoters.field.supervisorName')}</th>
            <th scope="col">{t('adminPromoters.field.post')}</th>
            <th scope="col">{t('adminPromoters.field.number')}</th>
            <th scope="col">{t('adminPromoters.field.utmLink')}</th>
            <th scope="col">{t('adminPromoters.members')}</th>
            <th scope="col">{t('adminPromoters.createdAt')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('adminPromoters.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.id}>
              <th scope="row">{p.name}</th>
              <td className="promoter-nowrap">{p.code}</td>
              <td>{p.region}</td>
              <td>{p.supervisorName}</td>
              <td>{p.post}</td>
              <td className="promoter-nowrap">{p.number}</td>
              <td className="promoter-link">{p.utmLink}</td>
              <td>{formatNumber(p.members)}</td>
              <td>
                <time dateTime={p.createdAt}>{formatDateTime(p.createdAt)}</time>
              </td>
              <td>
                <Link to={PROMOTER_SCREENS.edit} search={{ id: p.id }} className="button secondary small" aria-label={t('adminPromoters.editOf', { name: p.name, code: p.code })}>
                  {t('adminPromoters.edit')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
