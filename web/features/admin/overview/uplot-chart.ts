import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

/**
 * The one module that imports uPlot: daily-chart.tsx loads it with a dynamic import, so the chart
 * library (and its styles) reach only a dev admin who opens the overview, never a member's device
 * (vite.config.ts keeps its chunk out of the service worker's precache too).
 */

export interface ChartSpec {
  /** Malaysian dates, YYYY-MM-DD, oldest first: one point each. */
  dates: string[]
  series: { label: string; colour: string; values: number[] }[]
  xLabel: string
  yLabel: string
  /** The axis and grid colours. */
  ink: string
  line: string
  formatNumber: (n: number) => string
  /** A tick under the x axis (short) and the date of the legend (full). */
  formatTick: (date: string) => string
  formatDate: (date: string) => string
}

export interface DrawnChart {
  setWidth(width: number): void
  destroy(): void
}

export const CHART_HEIGHT = 240
/** Whole steps only: the figures are counts and points. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1e3, 2e3, 2500, 5e3, 1e4, 2e4, 25e3, 5e4, 1e5, 2e5, 25e4, 5e5, 1e6, 2e6, 25e5, 5e6, 1e7, 2e7, 5e7, 1e8]
/** Room a date tick needs, so that at most one tick in `n` days is labelled on a narrow chart. */
const TICK_PX = 64

/** Draws the series over the days into `target`; the x axis counts days, labelled with their dates. */
export function drawChart(target: HTMLElement, spec: ChartSpec, width: number): DrawnChart {
  const { dates } = spec
  const xs = dates.map((_, i) => i)
  const everyNth = (w: number) => Math.max(1, Math.ceil(dates.length / Math.max(1, Math.floor(w / TICK_PX))))
  const axis = { stroke: spec.ink, grid: { stroke: spec.line, width: 1 }, ticks: { stroke: spec.line, width: 1 } }
  const options: uPlot.Options = {
    width,
    height: CHART_HEIGHT,
    scales: {
      // One day alone still gets a width; the values start at zero, never below.
      x: { time: false, range: (_u, min, max) => (min === max ? [min - 0.5, max + 0.5] : [min, max]) },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        ...axis,
        label: spec.xLabel,
        splits: (u) => xs.filter((i) => i % everyNth(u.width) === 0),
        values: (_u, splits) => splits.map((i) => (dates[i] ? spec.formatTick(dates[i]) : '')),
      },
      { ...axis, label: spec.yLabel, size: 64, incrs: COUNT_STEPS, values: (_u, splits) => splits.map(spec.formatNumber) },
    ],
    series: [
      { label: spec.xLabel, value: (_u, i) => (i === null || !dates[i] ? '–' : spec.formatDate(dates[i])) },
      ...spec.series.map((s) => ({
        label: s.label,
        stroke: s.colour,
        width: 2,
        points: { show: dates.length <= 45, fill: s.colour },
        value: (_u: uPlot, v: number | null) => (v === null ? '–' : spec.formatNumber(v)),
      })),
    ],
  }
  const chart = new uPlot(options, [xs, ...spec.series.map((s) => s.values)], target)
  return {
    setWidth: (w) => chart.setSize({ width: w, height: CHART_HEIGHT }),
    destroy: () => chart.destroy(),
  }
}
