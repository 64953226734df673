import { Link, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadView } from '../../components/load-view.tsx'
import { ApiFailure } from '../../lib/api-client.ts'
import { useLoad } from '../../lib/use-load.ts'
import { trackOrder } from './api/track-order.ts'
import { OrderCard } from './order-card.tsx'
import './shop.css'

/** The order, or null when it is not the member's or does not exist; other failures are the page's to show. */
const orderOrNothing = (id: string) =>
  trackOrder(id).catch((failure: unknown) => {
    if (failure instanceof ApiFailure && failure.status === 404) return null
    throw failure
  })

/** `/order/track?id=` (spec 2 §2, §4): one order and its tracker; an unknown order leads to the dashboard. */
export function TrackOrderPage({ id }: { id: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { loaded, reload } = useLoad(useCallback(() => orderOrNothing(id), [id]))
  const unknown = loaded.status === 'ready' && loaded.data === null
  useEffect(() => {
    if (unknown) void navigate({ to: '/dashboard', replace: true })
  }, [unknown, navigate])

  return (
    <section className="page narrow track-order">
      <h1>{t('shop.tracking.pageTitle')}</h1>
      <LoadView loaded={loaded} failedText={t('shop.tracking.loadFailed')} onRetry={reload}>
        {(order) => order && <OrderCard order={order} />}
      </LoadView>
      <p>
        <Link to="/pointshop" search={{ tab: 'orders' }}>
          {t('shop.placed.history')}
        </Link>
      </p>
    </section>
  )
}
