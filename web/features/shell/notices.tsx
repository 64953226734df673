import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useUiStore } from '../../lib/ui-store.ts'

const SHOWN_MS = 6000

/** Short news at the foot of the screen (a queued code was credited), read out politely. */
export function Notices() {
  const { t } = useTranslation()
  const notices = useUiStore((s) => s.notices)
  const dismiss = useUiStore((s) => s.dismissNotice)
  const oldest = notices[0]
  useEffect(() => {
    if (!oldest) return
    const timer = setTimeout(() => dismiss(oldest.id), SHOWN_MS)
    return () => clearTimeout(timer)
  }, [oldest, dismiss])
  return (
    <div className="notices" role="status" aria-live="polite">
      {notices.map((n) => (
        <p key={n.id} className="notice-toast">
          {t(n.key, n.values)}
          <button type="button" className="link-button" onClick={() => dismiss(n.id)}>
            {t('common.dismiss')}
          </button>
        </p>
      ))}
    </div>
  )
}
