import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OverviewDay, OverviewFigure } from '../../../../domain/overview.ts'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import type { DrawnChart, drawChart } from './uplot-chart.ts'

/** The chart module, fetched once the first chart is shown (see uplot-chart.ts). */
let chartModule: Promise<{ drawChart: typeof drawChart }> | undefined
const loadChartModule = () => (chartModule ??= import('./uplot-chart.ts'))

/** One line of a chart: a figure of the overview in a colour of the club's (a CSS variable). */
export interface ChartLine {
  figure: OverviewFigure
  colourVariable: `--${string}`
}

const dayMonth = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: '2-digit', month: '2-digit' })
/** A Malaysian date as a short tick, dd/mm; dates read day first (spec 3 §9, en-GB). */
const tickOf = (date: string) => dayMonth.format(new Date(`${date}T00:00:00Z`))
/** A Malaysian date in full, dd/mm/yyyy (the date is read at UTC midnight, so no zone moves it). */
export const dateOf = (date: string) => formatDate(`${date}T00:00:00Z`)

interface DailyChartProps {
  title: string
  axisLabel: string
  days: OverviewDay[]
  lines: ChartLine[]
  totals: Record<OverviewFigure, number>
}

/**
 * A titled chart of figures per day, drawn by uPlot once its module has loaded, as wide as its
 * column (redrawn when that changes). The drawing is hidden from screen readers: they hear the
 * title and the totals, and the same figures are a table under it.
 */
export function DailyChart({ title, axisLabel, days, lines, totals }: DailyChartProps) {
  const { t } = useTranslation()
  const plot = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing')
  const titleId = useId()
  const summaryId = useId()
  const labels = lines.map((l) => t(`adminOverview.figures.${l.figure}`))

  useEffect(() => {
    const target = plot.current!
    let chart: DrawnChart | undefined
    let current = true
    const resized = new ResizeObserver(() => chart?.setWidth(target.clientWidth))
    loadChartModule().then(
      ({ drawChart }) => {
        if (!current) return
        const style = getComputedStyle(target)
        const colour = (variable: string) => style.getPropertyValue(variable).trim()
        chart = drawChart(
          target,
          {
            dates: days.map((d) => d.date),
            series: lines.map((l) => ({ label: t(`adminOverview.figures.${l.figure}`), colour: colour(l.colourVariable), values: days.map((d) => d[l.figure]) })),
            xLabel: t('adminOverview.dateAxis'),
            yLabel: axisLabel,
            ink: colour('--ink-soft'),
            line: colour('--line'),
            formatNumber,
            formatTick: tickOf,
            formatDate: dateOf,
          },
          target.clientWidth,
        )
        resized.observe(target)
        setState('drawn')
      },
      () => current && setState('failed'),
    )
    return () => {
      current = false
      resized.disconnect()
      chart?.destroy()
    }
    // `t` changes with the language: the chart is drawn again in it.
  }, [days, lines, axisLabel, t])

  return (
    <figure className="overview-chart" aria-labelledby={titleId} aria-describedby={summaryId}>
      <figcaption>
        <h3 id={titleId}>{title}</h3>
        <p id={summaryId} className="overview-chart-summary">
          {t('adminOverview.chartSummary', { totals: lines.map((l, i) => `${labels[i]} ${formatNumber(totals[l.figure])}`).join(', ') })}
        </p>
      </figcaption>
      <div ref={plot} className="overview-plot" aria-hidden="true" />
      {state === 'drawing' && <p role="status">{t('adminOverview.chartDrawing')}</p>}
      {state === 'failed' && <p className="notice">{t('adminOverview.chartFailed')}</p>}
      <details className="overview-table" open={state === 'failed'}>
        <summary>{t('adminOverview.table')}</summary>
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminOverview.date')}</th>
                {labels.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{dateOf(d.date)}</th>
                  {lines.map((l) => (
                    <td key={l.figure}>{formatNumber(d[l.figure])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
