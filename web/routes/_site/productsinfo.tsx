import { createFileRoute } from '@tanstack/react-router'
import { fetchPointChart } from '../../features/content/fetch-point-chart.ts'
import { PointChartPage } from '../../features/content/point-chart-page.tsx'

export const Route = createFileRoute('/_site/productsinfo')({
  loader: () => fetchPointChart(),
  component: PointChart,
})

function PointChart() {
  return <PointChartPage chart={Route.useLoaderData()} />
}
