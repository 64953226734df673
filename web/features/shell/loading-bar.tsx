import { useTranslation } from 'react-i18next'
import { useUiStore } from '../../lib/ui-store.ts'

/** A thin bar at the top while any call is in flight, announced politely to screen readers. */
export function LoadingBar() {
  const { t } = useTranslation()
  const busy = useUiStore((s) => s.pending > 0)
  return (
    <div className="loading-bar" data-active={busy} role="status" aria-live="polite">
      {busy && <span className="visually-hidden">{t('common.loading')}</span>}
    </div>
  )
}
