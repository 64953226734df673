import { useTranslation } from 'react-i18next'
import { type Order, trackingSteps } from '../../../domain/shop.ts'
import { formatDateTime } from '../../lib/format.ts'
import { STATUS_KEY } from './order-states.ts'

/**
 * An order's tracker (spec 2 §4): Order Placed, PROCESSING, DELIVERING, DELIVERED, each done,
 * current or still to come, with the time it was reached; the courier and tracking number once the
 * parcel has left. A cancelled order says when it was cancelled (and, bought with points, that they were returned).
 */
export function TrackingSteps({ order }: { order: Order }) {
  const { t } = useTranslation()
  const cancelled = order.tracking.find((e) => e.state === 'CANCELLED')
  return (
    <div className="tracking">
      <ol className="tracking-steps" aria-label={t('shop.tracking.label')}>
        {trackingSteps(order.tracking).map((step) => (
          <li key={step.state} data-progress={step.progress} aria-current={step.progress === 'current' ? 'step' : undefined}>
            <span className="tracking-step-name">{t(`shop.states.${STATUS_KEY[step.state]}`)}</span>
            <span className="tracking-step-progress">{t(`shop.tracking.${step.progress}`)}</span>
            {step.time && <time dateTime={step.time}>{formatDateTime(step.time)}</time>}
          </li>
        ))}
      </ol>
      {cancelled && (
        <p className="notice">
          {t(order.type === 'sample' ? 'shop.tracking.sampleCancelledOn' : 'shop.tracking.cancelledOn', { time: formatDateTime(cancelled.time) })}
        </p>
      )}
      {order.courier && order.trackingNumber && (
        <dl className="order-facts">
          <dt>{t('shop.tracking.courier')}</dt>
          <dd>{order.courier}</dd>
          <dt>{t('shop.tracking.trackingNumber')}</dt>
          <dd>{order.trackingNumber}</dd>
        </dl>
      )}
    </div>
  )
}
