import { useTranslation } from 'react-i18next'
import { FIRST_RECEIPT_MULTIPLIER } from '../../../domain/receipt-rules.ts'
import { formatNumber } from '../../lib/format.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import type { PointChart } from '../../../domain/contract/rewards.ts'

/** `/productsinfo`: what each product on a receipt earns, by brand. Public, and readable offline. */
export function PointChartPage({ chart }: { chart: PointChart }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const brands = [...new Set(chart.skus.map((s) => s.brand ?? t('pointChart.otherBrand')))]
  return (
    <article className="page">
      <h1>{t('pointChart.title')}</h1>
      <p>{t('pointChart.lead', { days: chart.doublePointDays.join(t('pointChart.and')) })}</p>
      {brands.map((brand) => (
        <section key={brand} aria-labelledby={`brand-${brand}`}>
          <h2 id={`brand-${brand}`}>{brand}</h2>
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('pointChart.product')}</th>
                  <th scope="col">{t('pointChart.pointsPerUnit')}</th>
                </tr>
              </thead>
              <tbody>
                {chart.skus
                  .filter((s) => (s.brand ?? t('pointChart.otherBrand')) === brand)
                  .map((s) => (
                    <tr key={s.id}>
                      <td>{s.name[language]}</td>
                      <td>{formatNumber(s.pointsPerUnit)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      <p className="field-hint">{t('pointChart.firstReceipt', { multiplier: FIRST_RECEIPT_MULTIPLIER })}</p>
    </article>
  )
}
