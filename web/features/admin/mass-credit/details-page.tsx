import { Link, useNavigate } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadView } from '../../../components/load-view.tsx'
import { Modal } from '../../../components/modal.tsx'
import { ApiFailure } from '../../../lib/api-client.ts'
import { formatDateTime, formatNumber } from '../../../lib/format.ts'
import { useUiStore } from '../../../lib/ui-store.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { downloadErrorFile, fetchDetails, reverseBatch } from './api.ts'
import { RowsTable } from './rows-table.tsx'
import { isWorking, MASS_CREDIT_SCREENS } from './screens.ts'
import { useWhileWorking } from '../ui/use-while-working.ts'
import './mass-credit.css'

const showFailure = (error: unknown) => {
  if (error instanceof ApiFailure) useUiStore.getState().showError({ code: error.code, message: error.message })
}

/** `/admin/massCredit/details?id=`: a batch, its rows (red bold without a member), its error file and its reversal. */
export function MassCreditDetailsPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const load = useCallback(
    () =>
      fetchDetails(id).catch((error: unknown) => {
        // An unknown batch goes back to the dashboard, as a missing id does (spec 3 §2.1).
        if (error instanceof ApiFailure && error.code === 'massCreditBatchNotFound') void navigate({ to: MASS_CREDIT_SCREENS.dashboard, replace: true })
        else showFailure(error)
        throw error
      }),
    [id, navigate],
  )
  const { loaded, reload } = useLoad(load)
  const [confirming, setConfirming] = useState(false)
  const [reversing, setReversing] = useState(false)
  useWhileWorking(loaded.status === 'ready' && isWorking(loaded.data.batch.state), reload)

  const reverse = async () => {
    setReversing(true)
    try {
      await reverseBatch(id)
      setConfirming(false)
      reload()
    } catch (error) {
      showFailure(error)
    } finally {
      setReversing(false)
    }
  }

  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminMassCredit.details.title', { id })} back={<Link to={MASS_CREDIT_SCREENS.dashboard}>{t('adminMassCredit.back')}</Link>} />
      <LoadView loaded={loaded} failedText={t('adminMassCredit.details.loadFailed')} onRetry={reload}>
        {({ batch, data }) => (
          <>
            <dl className="mass-credit-totals">
              <div>
                <dt>{t('adminMassCredit.dashboard.type')}</dt>
                <dd>{t(`adminMassCredit.types.${batch.type}`)}</dd>
              </div>
              {batch.title && (
                <div>
                  <dt>{t('adminMassCredit.dashboard.titleColumn')}</dt>
                  <dd>{batch.title}</dd>
                </div>
              )}
              <div>
                <dt>{t('adminMassCredit.dashboard.state')}</dt>
                <dd role="status">{t(`adminMassCredit.states.${batch.state}`)}</dd>
              </div>
              <div>
                <dt>{t('adminMassCredit.dashboard.credited')}</dt>
                <dd>{t('adminMassCredit.details.creditedOf', { credited: formatNumber(batch.credited), rows: formatNumber(batch.rows) })}</dd>
              </div>
              <div>
                <dt>{t('adminMassCredit.dashboard.rejected')}</dt>
                <dd>{formatNumber(batch.rejected)}</dd>
              </div>
              <div>
                <dt>{t('adminMassCredit.dashboard.points')}</dt>
                <dd>{formatNumber(batch.creditedPoints)}</dd>
              </div>
              <div>
                <dt>{t('adminMassCredit.dashboard.admin')}</dt>
                <dd>
                  {batch.admin}, {formatDateTime(batch.createdAt)}
                </dd>
              </div>
              {batch.reversedAt && (
                <div>
                  <dt>{t('adminMassCredit.details.reversed')}</dt>
                  <dd>{t('adminMassCredit.details.reversedBy', { admin: batch.reversedBy, at: formatDateTime(batch.reversedAt), points: formatNumber(batch.reversedPoints) })}</dd>
                </div>
              )}
            </dl>
            <p className="admin-page-actions">
              <button type="button" className="button secondary" disabled={batch.rejected === 0} onClick={() => void downloadErrorFile(id).catch(showFailure)}>
                {t('adminMassCredit.details.errorFile')}
              </button>{' '}
              <button type="button" className="button" disabled={batch.state !== 'done'} onClick={() => setConfirming(true)}>
                {t('adminMassCredit.details.reverse')}
              </button>
            </p>
            <RowsTable rows={data} caption={t('adminMassCredit.details.rowsCaption')} showState />
            {data.length < batch.rows && <p>{t('adminMassCredit.more', { count: formatNumber(batch.rows - data.length) })}</p>}
            <Modal
              open={confirming}
              title={t('adminMassCredit.details.reverseTitle')}
              onClose={() => setConfirming(false)}
              dismissible={!reversing}
              actions={
                <>
                  <button type="button" className="button secondary" disabled={reversing} onClick={() => setConfirming(false)}>
                    {t('adminMassCredit.cancel')}
                  </button>
                  <button type="button" className="button" disabled={reversing} onClick={() => void reverse()}>
                    {t('adminMassCredit.details.reverseConfirm')}
                  </button>
                </>
              }
            >
              <p>{t('adminMassCredit.details.reverseText', { points: formatNumber(batch.creditedPoints), count: batch.credited })}</p>
            </Modal>
          </>
        )}
      </LoadView>
    </div>
  )
}
