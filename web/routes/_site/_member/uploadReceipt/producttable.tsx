import { createFileRoute } from '@tanstack/react-router'
import { fetchPointChart } from '../../../../features/content/fetch-point-chart.ts'
import { PointChartPage } from '../../../../features/content/point-chart-page.tsx'

/** The product point chart, reached from the receipt terms (spec 2 §2). */
export const Route = createFileRoute('/_site/_member/uploadReceipt/producttable')({
  loader: () => fetchPointChart(),
  component: ProductTable,
})

function ProductTable() {
  return <PointChartPage chart={Route.useLoaderData()} />
}
