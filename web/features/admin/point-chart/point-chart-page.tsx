import { useTranslation } from 'react-i18next'
import { LoadView } from '../../../components/load-view.tsx'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { fetchPointChart } from './api/fetch-point-chart.ts'
import { RetailersSection } from './retailers-section.tsx'
import { SkusSection } from './skus-section.tsx'
import './point-chart.css'

/**
 * `/admin/pointchart`: the stores receipts may come from and the products they earn points for.
 * Each change loads the chart again, so the tables keep the order members see.
 */
export function PointChartAdminPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchPointChart)
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminPointChart.title')} />
      <LoadView loaded={loaded} failedText={t('adminPointChart.loadFailed')} onRetry={reload}>
        {(chart) => (
          <>
            <RetailersSection retailers={chart.retailers} onChanged={reload} />
            <SkusSection skus={chart.skus} brands={chart.brands} onChanged={reload} />
          </>
        )}
      </LoadView>
    </div>
  )
}
