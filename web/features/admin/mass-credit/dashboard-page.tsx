import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LoadView } from '../../../components/load-view.tsx'
import { formatDateTime, formatNumber } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchBatches } from './api.ts'
import { isWorking, MASS_CREDIT_SCREENS } from './screens.ts'
import { useWhileWorking } from '../ui/use-while-working.ts'
import './mass-credit.css'

/** `/admin/massCredit/dashboard`: the History of past batches, each with its Details, and Add Points (spec 3 §2.11). */
export function MassCreditDashboardPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchBatches)
  useWhileWorking(loaded.status === 'ready' && loaded.data.data.some((b) => isWorking(b.state)), reload)
  return (
    <div className="admin-page">
      <AdminPageHeader
        title={t('adminMassCredit.dashboard.title')}
        actions={
          <Link to={MASS_CREDIT_SCREENS.add} className="button">
            {t('adminMassCredit.dashboard.add')}
          </Link>
        }
      />
      <LoadView loaded={loaded} failedText={t('adminMassCredit.dashboard.loadFailed')} onRetry={reload}>
        {({ data }) =>
          data.length === 0 ? (
            <p className="notice">{t('adminMassCredit.dashboard.empty')}</p>
          ) : (
            <div className="table-scroll">
              <table>
                <caption>{t('adminMassCredit.dashboard.history')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('adminMassCredit.dashboard.date')}</th>
                    <th scope="col">{t('adminMassCredit.dashboard.type')}</th>
                    <th scope="col">{t('adminMassCredit.dashboard.titleColumn')}</th>
                    <th scope="col">{t('adminMassCredit.dashboard.admin')}</th>
                    <th scope="col">{t('adminMassCredit.dashboard.credited')}</th>
                    <th scope="col">{t('adminMassCredit.dashboard.rejected')}</th>
                    <th scope="col">{t('adminMassCredit.dashboard.points')}</th>
                    <th scope="col">{t('adminMassCredit.dashboard.state')}</th>
                    <th scope="col">{t('adminMassCredit.dashboard.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((batch) => (
                    <tr key={batch.id}>
                      <td>{formatDateTime(batch.createdAt)}</td>
                      <td>{t(`adminMassCredit.types.${batch.type}`)}</td>
                      <td>{batch.title ?? batch.fileName}</td>
                      <td>{batch.admin}</td>
                      <td className="number">{formatNumber(batch.credited)}</td>
                      <td className="number">{formatNumber(batch.rejected)}</td>
                      <td className="number">{formatNumber(batch.creditedPoints)}</td>
                      <td>{t(`adminMassCredit.states.${batch.state}`)}</td>
                      <td className="actions">
                        <Link to={MASS_CREDIT_SCREENS.details} search={{ id: batch.id }} aria-label={t('adminMassCredit.dashboard.detailsFor', { id: batch.id })}>
                          {t('adminMassCredit.dashboard.details')}
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadView>
    </div>
  )
}
