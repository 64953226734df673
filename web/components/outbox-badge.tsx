import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { pendingCount, useOutboxStore } from '../lib/outbox-view.ts'

/** How many submissions wait to be sent; shown only when some do. */
export function OutboxBadge() {
  const { t } = useTranslation()
  const count = useOutboxStore((s) => pendingCount(s.items))
  if (count === 0) return null
  return (
    <Link to="/outbox" className="outbox-badge" aria-label={t('outbox.badge', { count })}>
      <span aria-hidden="true">⇅</span>
      <span className="outbox-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  )
}
