import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { businessDate } from '../../../../domain/business-time.ts'
import { lastDays, OVERVIEW_DEFAULT_DAYS, OVERVIEW_FIGURES, type Overview } from '../../../../domain/overview.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchOverview } from './api/fetch-overview.ts'
import { type ChartLine, DailyChart, dateOf } from './daily-chart.tsx'
import { RangePicker } from './range-picker.tsx'
import { TierMix } from './tier-mix.tsx'
import './overview.css'

/** The three charts: members joining, what they bring in, and points; each line in a colour of the club's. */
const CHARTS: readonly { key: 'signUps' | 'activity' | 'points'; lines: ChartLine[] }[] = [
  { key: 'signUps', lines: [{ figure: 'signUps', colourVariable: '--brand-primary' }] },
  {
    key: 'activity',
    lines: [
      { figure: 'codesCredited', colourVariable: '--brand-primary' },
      { figure: 'receiptsApproved', colourVariable: '--brand-accent' },
    ],
  },
  {
    key: 'points',
    lines: [
      { figure: 'pointsEarned', colourVariable: '--success' },
      { figure: 'pointsSpent', colourVariable: '--danger' },
    ],
  },
]

/** `/admin/overview` (issue 22 item 2): the club at a glance for dev admins, over days they choose. */
export function OverviewPage() {
  const { t } = useTranslation()
  // The range is always the page's own (the API's default days, counted on this device), so the
  // dates typed never race an answer that fills them.
  const [range, setRange] = useState(() => lastDays(businessDate(new Date()), OVERVIEW_DEFAULT_DAYS))
  const { loaded, reload } = useLoad(useCallback(() => fetchOverview(range), [range]))
  // The last overview stays on screen while the next range loads.
  const updating = loaded.status === 'ready' && (loaded.data.from !== range.from || loaded.data.to !== range.to)

  return (
    <div className="admin-page overview">
      <AdminPageHeader title={t('adminOverview.title')} />
      <RangePicker picked={range} onPick={setRange} />
      {updating && <p role="status">{t('adminOverview.updating')}</p>}
      <LoadView loaded={loaded} failedText={t('adminOverview.loadFailed')} onRetry={reload}>
        {(overview) => <OverviewView overview={overview} />}
      </LoadView>
    </div>
  )
}

function OverviewView({ overview }: { overview: Overview }) {
  const { t } = useTranslation()
  const quiet = OVERVIEW_FIGURES.every((f) => overview.totals[f] === 0)
  return (
    <>
      <section className="overview-days" aria-labelledby="overview-days-title">
        <h2 id="overview-days-title">{t('adminOverview.showing', { from: dateOf(overview.from), to: dateOf(overview.to) })}</h2>
        <ul className="overview-totals" aria-label={t('adminOverview.totals')}>
          {OVERVIEW_FIGURES.map((figure) => (
            <li key={figure}>
              <span>{t(`adminOverview.figures.${figure}`)}</span>
              <strong>{formatNumber(overview.totals[figure])}</strong>
            </li>
          ))}
        </ul>
        {quiet ? (
          <p className="notice">{t('adminOverview.empty')}</p>
        ) : (
          <div className="overview-charts">
            {CHARTS.map((chart) => (
              <DailyChart
                key={chart.key}
                title={t(`adminOverview.charts.${chart.key}.title`)}
                axisLabel={t(`adminOverview.charts.${chart.key}.axis`)}
                days={overview.days}
                lines={chart.lines}
                totals={overview.totals}
              />
            ))}
          </div>
        )}
      </section>
      <TierMix tiers={overview.tiers} />
    </>
  )
}
