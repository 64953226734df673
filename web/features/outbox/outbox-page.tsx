import { useTranslation } from 'react-i18next'
import { formatDateTime, formatNumber } from '../../lib/format.ts'
import { dismissSettled } from '../../lib/outbox-bridge.ts'
import { type OutboxItem, useOutboxStore, voucherOf } from '../../lib/outbox-view.ts'

function ItemState({ item }: { item: OutboxItem }) {
  const { t } = useTranslation()
  if (item.state === 'credited') {
    const points = item.result?.points
    if (points === undefined) return <span className="state credited">{t('outbox.received')}</span>
    const voucher = voucherOf(item)
    return <span className="state credited">{t(voucher ? 'outbox.creditedVoucher' : 'outbox.credited', { points: formatNumber(points), ...voucher })}</span>
  }
  if (item.state === 'refused') {
    return <span className="state refused">{t('outbox.refused', { reason: t(`errors.${item.result?.code}`, { defaultValue: item.result?.message ?? t('errors.internal') }) })}</span>
  }
  return <span className="state">{t(`outbox.${item.state}`)}</span>
}

/** `/outbox`: submissions made without a network, each with where it stands. */
export function OutboxPage() {
  const { t } = useTranslation()
  const items = useOutboxStore((s) => s.items)
  return (
    <section className="page narrow">
      <h1>{t('outbox.title')}</h1>
      <p>{t('outbox.lead')}</p>
      {items.length === 0 ? (
        <p className="notice">{t('outbox.empty')}</p>
      ) : (
        <ul className="outbox-list">
          {items.map((item) => (
            <li key={item.id} data-state={item.state}>
              <strong>{t(`outbox.kind.${item.kind}`, { label: item.label })}</strong>
              <small>{formatDateTime(new Date(item.createdAt).toISOString())}</small>
              <ItemState item={item} />
            </li>
          ))}
        </ul>
      )}
      {items.some((i) => i.settledAt) && (
        <button type="button" className="button secondary" onClick={() => void dismissSettled()}>
          {t('outbox.clear')}
        </button>
      )}
    </section>
  )
}
