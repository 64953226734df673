import { useTranslation } from 'react-i18next'
import { useUpdateStore } from '../../lib/update-store.ts'

/** Says a new version is ready and applies it when the member agrees. */
export function UpdatePrompt() {
  const { t } = useTranslation()
  const { ready, applied, apply } = useUpdateStore()
  if (!ready && !applied) return null
  return (
    <div className="update-prompt" role="status">
      {ready ? (
        <>
          <p>{t('update.ready')}</p>
          <button type="button" className="button" onClick={apply}>
            {t('update.apply')}
          </button>
        </>
      ) : (
        <p>{t('update.applied')}</p>
      )}
    </div>
  )
}
