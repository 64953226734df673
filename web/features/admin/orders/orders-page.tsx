import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type AdminOrder, MAX_ORDERS_LISTED, type OrderState } from '../../../../domain/shop.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import type { ChangeResult } from './api/advance-orders.ts'
import { downloadOrders } from './api/download-orders.ts'
import { fetchOrders, type OrderFilter } from './api/fetch-orders.ts'
import { AdvanceDialog } from './advance-dialog.tsx'
import { CancelDialog } from './cancel-dialog.tsx'
import { type Change, ChangeResultView } from './change-result.tsx'
import { OrderFilterForm } from './order-filter-form.tsx'
import { OrderIdsUpload } from './order-ids-upload.tsx'
import { type AdvanceRequest, OrdersTable } from './orders-table.tsx'
import './orders.css'

/** The page opens on what waits for the warehouse. */
const FIRST_FILTER: OrderFilter = { status: 'Order Placed' }

/**
 * `/admin/orders` (DECISIONS "Rewards and fulfilment"): orders by state, kind and date, moved on one
 * by one, by selection or by a CSV of ids, cancelled with a refund before DELIVERING, exported for
 * the warehouse.
 */
export function OrdersPage() {
  const { t } = useTranslation()
  const [filter, setFilter] = useState(FIRST_FILTER)
  const { loaded, reload } = useLoad(useCallback(() => fetchOrders(filter), [filter]))
  const [advancing, setAdvancing] = useState<AdvanceRequest>()
  const [cancelling, setCancelling] = useState<AdminOrder>()
  const [change, setChange] = useState<Change>()
  // A new list after each change: the table's selection starts again.
  const [round, setRound] = useState(0)

  const shown = loaded.status === 'ready' ? loaded.data.data : []
  /** The short id members quote, for ids of orders on screen; an id from a file that is not, as written. */
  const labelOf = (id: string) => shown.find((o) => o.id === id)?.trackingId ?? id
  /** A file may give the short ids (what members quote): those of orders on screen become their full ids. */
  const fullId = (id: string) => shown.find((o) => o.id === id || o.trackingId === id.toUpperCase())?.id ?? id

  const changed = (next: Change) => {
    setChange(next)
    setAdvancing(undefined)
    setCancelling(undefined)
    setRound((n) => n + 1)
    reload()
  }

  return (
    <div className="admin-page orders-page">
      <AdminPageHeader
        title={t('adminOrders.title')}
        actions={
          <button type="button" className="button secondary" onClick={() => void downloadOrders(filter).catch(() => undefined)}>
            {t('adminOrders.download')}
          </button>
        }
      />
      <OrderFilterForm initial={FIRST_FILTER} onApply={setFilter} />
      <OrderIdsUpload onIds={(ids) => setAdvancing({ ids: [...new Set(ids.map(fullId))], to: null })} />
      <ChangeResultView change={change} labelOf={labelOf} />
      <LoadView loaded={loaded} failedText={t('adminOrders.loadFailed')} onRetry={reload}>
        {({ data, truncated }) => (
          <>
            <p aria-live="polite">{truncated ? t('adminOrders.partial', { max: formatNumber(MAX_ORDERS_LISTED) }) : t('adminOrders.count', { total: data.length })}</p>
            <OrdersTable key={round} orders={data} onAdvance={setAdvancing} onCancel={setCancelling} />
          </>
        )}
      </LoadView>
      <AdvanceDialog
        request={advancing}
        onClose={() => setAdvancing(undefined)}
        onDone={(to: OrderState, result: ChangeResult) => changed({ kind: 'advance', to, result })}
      />
      <CancelDialog
        order={cancelling}
        onClose={() => setCancelling(undefined)}
        onDone={(order) => changed({ kind: 'cancel', trackingId: order.trackingId, points: order.totalPoints, name: order.member.name })}
        onStale={reload}
      />
    </div>
  )
}
