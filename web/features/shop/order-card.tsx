import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { type Order, orderLabel } from '../../../domain/shop.ts'
import { formatDate, formatNumber } from '../../lib/format.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { STATUS_KEY } from './order-states.ts'
import { TrackingSteps } from './tracking-steps.tsx'

/** Where an order goes, as the lists of addresses show one. */
export function OrderAddressText({ address }: { address: Order['address'] & { label?: string } }) {
  const { t } = useTranslation()
  return (
    <span className="order-address">
      {address.label !== undefined && <strong>{address.label || t('profile.address.home')}</strong>}
      <span>{[address.line1, address.line2, address.line3].filter(Boolean).join(', ')}</span>
      <span>
        {address.postcode} {address.city}, {address.state}
      </span>
    </span>
  )
}

/**
 * One order as its member sees it (spec 2 §3): its number (the part of its id before the first
 * dash), date, status, items, points, address and tracker; `trackLink` adds the way to its page.
 * A free sample (type `sample`) cost no points: it says so instead.
 */
export function OrderCard({ order, trackLink = false }: { order: Order; trackLink?: boolean }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const titleId = useId()
  const free = order.type === 'sample'
  return (
    <article className="order-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('shop.order.title', { label: orderLabel(order.id) })}</h2>
      <dl className="order-facts">
        <dt>{t('shop.order.date')}</dt>
        <dd>
          <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
        </dd>
        <dt>{t('shop.order.status')}</dt>
        <dd>{t(`shop.states.${STATUS_KEY[order.status]}`)}</dd>
        <dt>{t(free ? 'shop.order.kind' : 'shop.order.total')}</dt>
        <dd>{free ? t('shop.order.freeSample') : t('shop.points', { points: formatNumber(order.totalPoints) })}</dd>
      </dl>
      <ul className="order-items" aria-label={t('shop.order.items')}>
        {order.orderItems.map((line, i) => (
          <li key={i}>
            <img src={line.itemImage[language]} alt="" width="48" height="48" loading="lazy" />
            <span>{line.itemName[language]}</span>
            <span className="order-item-points">
              {free ? t('shop.order.freeSample') : t('shop.cart.lineTotal', { quantity: line.quantity, points: formatNumber(line.points) })}
            </span>
          </li>
        ))}
      </ul>
      <h3>{t('shop.order.deliverTo')}</h3>
      <p>
        <OrderAddressText address={order.address} />
      </p>
      <h3>{t('shop.tracking.title')}</h3>
      <TrackingSteps order={order} />
      {trackLink && (
        <p>
          <Link to="/order/track" search={{ id: order.id }}>
            {t('shop.order.track', { label: orderLabel(order.id) })}
          </Link>
        </p>
      )}
    </article>
  )
}
