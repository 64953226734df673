import { useTranslation } from 'react-i18next'
import { ORDER_STATES, type OrderState } from '../../../../domain/shop.ts'
import { formatNumber } from '../../../lib/format.ts'
import type { ChangeResult } from './api/advance-orders.ts'
import { statusText } from '../ui/order-texts.ts'

export type Change =
  | { kind: 'advance'; to: OrderState; result: ChangeResult }
  | { kind: 'cancel'; trackingId: string; points: number; name: string }

/** What the last change did: the orders moved, and each one left as it was with the reason. */
export function ChangeResultView({ change, labelOf }: { change: Change | undefined; labelOf: (id: string) => string }) {
  const { t } = useTranslation()
  return (
    <div className="orders-result" role="status" aria-live="polite">
      {change?.kind === 'cancel' && <p className="notice">{t('adminOrders.result.cancelled', { order: change.trackingId, points: formatNumber(change.points), name: change.name })}</p>}
      {change?.kind === 'advance' && (
        <div className="notice">
          <p>{t('adminOrders.result.moved', { count: change.result.moved.length, state: statusText(t, change.to) })}</p>
          {change.result.skipped.length > 0 && (
            <>
              <p>{t('adminOrders.result.skipped', { count: change.result.skipped.length })}</p>
              <ul className="orders-skipped">
                {change.result.skipped.map((s) => (
                  <li key={s.id}>
                    {t('adminOrders.result.skippedOrder', {
                      order: labelOf(s.id),
                      reason: t(`adminOrders.skippedReason.${s.reason}`, { state: statusText(t, ORDER_STATES[ORDER_STATES.indexOf(change.to) - 1]!) }),
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  )
}
