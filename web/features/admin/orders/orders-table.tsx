import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type AdminOrder, cancellable, nextOrderState, type OrderState } from '../../../../domain/shop.ts'
import { formatDateTime, formatNumber } from '../../../lib/format.ts'
import { useCurrentLanguage } from '../../../lib/language.ts'
import { kindText, statusText } from '../ui/order-texts.ts'

export interface AdvanceRequest {
  ids: string[]
  /** The state they move to; null lets the admin choose (a file of ids may hold orders in any state). */
  to: OrderState | null
}

interface OrdersTableProps {
  orders: AdminOrder[]
  onAdvance: (request: AdvanceRequest) => void
  onCancel: (order: AdminOrder) => void
}

/**
 * The orders with a checkbox each (and one for all) and, for what is selected, a button per next
 * state; each row also moves on or cancels alone. Orders that cannot move on have no checkbox.
 */
export function OrdersTable({ orders, onAdvance, onCancel }: OrdersTableProps) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())

  const movable = orders.filter((o) => nextOrderState(o.status) !== null)
  const chosen = movable.filter((o) => selected.has(o.id))
  const allChosen = movable.length > 0 && chosen.length === movable.length
  // The selection moves on by next state: orders in different states go to different ones.
  const byNext = new Map<OrderState, string[]>()
  for (const order of chosen) {
    const next = nextOrderState(order.status)!
    byNext.set(next, [...(byNext.get(next) ?? []), order.id])
  }

  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  if (orders.length === 0) return <p className="notice">{t('adminOrders.empty')}</p>
  return (
    <>
      <div className="orders-bulk" role="group" aria-label={t('adminOrders.bulk.label')}>
        <p aria-live="polite">{t('adminOrders.bulk.selected', { count: chosen.length })}</p>
        {[...byNext].map(([to, ids]) => (
          <button key={to} type="button" className="button" onClick={() => onAdvance({ ids, to })}>
            {t('adminOrders.bulk.advance', { count: ids.length, state: statusText(t, to) })}
          </button>
        ))}
        {chosen.length > 0 && (
          <button type="button" className="button secondary" onClick={() => setSelected(new Set())}>
            {t('adminOrders.bulk.clear')}
          </button>
        )}
      </div>
      <div className="table-scroll">
        <table className="orders-table">
          <caption className="visually-hidden">{t('adminOrders.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label={t('adminOrders.selectAll')}
                  checked={allChosen}
                  disabled={movable.length === 0}
                  onChange={(e) => setSelected(new Set(e.target.checked ? movable.map((o) => o.id) : []))}
                />
              </th>
              <th scope="col">{t('adminOrders.column.orderPlaced')}</th>
              <th scope="col">{t('adminOrders.column.member')}</th>
              <th scope="col">{t('adminOrders.column.items')}</th>
              <th scope="col">{t('adminOrders.column.points')}</th>
              <th scope="col">{t('adminOrders.column.address')}</th>
              <th scope="col">{t('adminOrders.column.statusDelivery')}</th>
              <th scope="col">{t('adminOrders.column.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => {
              const next = nextOrderState(o.status)
              const changed = o.tracking.at(-1)
              const address = [o.address.line1, o.address.line2, o.address.line3, `${o.address.postcode} ${o.address.city}`, o.address.state, o.address.country]
              return (
                <tr key={o.id}>
                  <td>
                    {next && (
                      <input
                        type="checkbox"
                        aria-label={t('adminOrders.select', { order: o.trackingId })}
                        checked={selected.has(o.id)}
                        onChange={(e) => toggle(o.id, e.target.checked)}
                      />
                    )}
                  </td>
                  <th scope="row" className="order-label">
                    <ul className="cell-lines">
                      <li className="order-id">{o.trackingId}</li>
                      <li className="order-kind">{kindText(t, o.type)}</li>
                      <li>
                        <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
                      </li>
                    </ul>
                  </th>
                  <td className="order-member">
                    <ul className="cell-lines">
                      <li>{o.member.name}</li>
                      <li>{o.member.number}</li>
                      <li>{o.member.email}</li>
                    </ul>
                  </td>
                  <td className="order-items">
                    <ul className="cell-lines">
                      {o.orderItems.map((item) => (
                        <li key={item.itemId}>
                          {t('adminOrders.item', { quantity: item.quantity, name: item.itemName[language], code: item.itemId, points: formatNumber(item.points) })}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>{formatNumber(o.totalPoints)}</td>
                  <td className="order-address">
                    <ul className="cell-lines">
                      {address
                        .filter((line) => line.trim() !== '')
                        .map((line, i) => (
                          <li key={i}>{line}</li>
                        ))}
                    </ul>
                  </td>
                  <td className="order-state">
                    <ul className="cell-lines">
                      <li className={`order-status order-status-${o.status === 'CANCELLED' ? 'cancelled' : 'open'}`}>{statusText(t, o.status)}</li>
                      {changed && (
                        <li>
                          <time dateTime={changed.time}>{t('adminOrders.since', { at: formatDateTime(changed.time) })}</time>
                        </li>
                      )}
                      {o.courier && <li>{o.courier}</li>}
                      {o.trackingNumber && <li className="order-tracking-number">{o.trackingNumber}</li>}
                    </ul>
                  </td>
                  <td className="actions">
                    <ul className="cell-lines">
                      {next && (
                        <li>
                          <button
                            type="button"
                            className="link-button"
                            aria-label={t('adminOrders.advanceOneLabel', { order: o.trackingId, state: statusText(t, next) })}
                            onClick={() => onAdvance({ ids: [o.id], to: next })}
                          >
                            {t('adminOrders.advanceOne', { state: statusText(t, next) })}
                          </button>
                        </li>
                      )}
                      {cancellable(o.status) && (
                        <li>
                          <button type="button" className="link-button danger" aria-label={t('adminOrders.cancel.label', { order: o.trackingId })} onClick={() => onCancel(o)}>
                            {t('adminOrders.cancel.open')}
                          </button>
                        </li>
                      )}
                    </ul>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </>
  )
}
