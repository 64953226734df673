import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadView } from '../../../components/load-view.tsx'
import { ApiFailure } from '../../../lib/api-client.ts'
import { formatDateTime, formatNumber } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { useUiStore } from '../../../lib/ui-store.ts'
import { useWhileWorking } from '../ui/use-while-working.ts'
import { downloadResult, fetchUploads } from './api.ts'

const showFailure = (error: unknown) => {
  if (error instanceof ApiFailure) useUiStore.getState().showError({ code: error.code, message: error.message })
}

/**
 * The upload history (spec 3 §2.12: ID, Label, Upload Date, Download), with what each upload
 * created and skipped; it loads again every moment while one is still creating, and when
 * `version` moves (a new upload).
 */
export function UploadHistory({ version }: { version: number }) {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchUploads)
  useEffect(() => {
    if (version) reload()
  }, [version, reload])
  useWhileWorking(loaded.status === 'ready' && loaded.data.data.some((u) => u.state === 'creating'), reload)
  return (
    <section className="bulk-users-history" aria-labelledby="bulk-users-history">
      <h2 id="bulk-users-history">{t('adminBulkUsers.history.title')}</h2>
      <LoadView loaded={loaded} failedText={t('adminBulkUsers.history.loadFailed')} onRetry={reload}>
        {({ data }) =>
          data.length === 0 ? (
            <p className="notice">{t('adminBulkUsers.history.empty')}</p>
          ) : (
            <div className="table-scroll">
              <table>
                <caption className="visually-hidden">{t('adminBulkUsers.history.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('adminBulkUsers.history.id')}</th>
                    <th scope="col">{t('adminBulkUsers.history.label')}</th>
                    <th scope="col">{t('adminBulkUsers.history.date')}</th>
                    <th scope="col">{t('adminBulkUsers.history.created')}</th>
                    <th scope="col">{t('adminBulkUsers.history.skipped')}</th>
                    <th scope="col">{t('adminBulkUsers.history.state')}</th>
                    <th scope="col">{t('adminBulkUsers.history.download')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((upload) => (
                    <tr key={upload.id}>
                      <td className="number">{upload.id}</td>
                      <td>{upload.label}</td>
                      <td>{formatDateTime(upload.createdAt)}</td>
                      <td className="number">{formatNumber(upload.created)}</td>
                      <td className="number">{formatNumber(upload.skipped)}</td>
                      <td>
                        {upload.state === 'creating' ? (
                          <>
                            <progress value={upload.created + upload.skipped} max={upload.rows} aria-label={t('adminBulkUsers.history.progressOf', { label: upload.label })} />{' '}
                            {t('adminBulkUsers.states.creating', { n: formatNumber(upload.pending) })}
                          </>
                        ) : (
                          t('adminBulkUsers.states.done')
                        )}
                      </td>
                      <td className="actions">
                        <button type="button" className="button secondary" onClick={() => void downloadResult(upload.id).catch(showFailure)} aria-label={t('adminBulkUsers.history.downloadOf', { id: upload.id, label: upload.label })}>
                          {t('adminBulkUsers.history.download')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadView>
    </section>
  )
}
