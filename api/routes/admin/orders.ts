import { formatBusinessDateTime } from '../../../domain/business-time.ts'
import {
  advanceOrders as advance,
  cancelOrder as cancel,
  exportOrdersCsv,
  fetchAdminOrders,
  redemptionReport,
  redemptionReportCsv,
} from '../../../domain/contract/admin-shop.ts'
import { MAX_ORDERS_LISTED, orderLabel, redemptionCursor, type RedemptionRow } from '../../../domain/shop.ts'
import { adminOrder, adminOrders, orderLinesForExport, redemptionPage } from '../../db/shop.ts'
import type { AppDeps } from '../../deps.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { csvAttachment, csvRows, type CsvValue } from '../../services/csv.ts'
import { advanceOrders, cancelOrder } from '../../services/orders.ts'
import { inMalaysianTime, pageOf, reportCsv } from './report-pages.ts'

/**
 * The warehouse's file: one line per item, with what a parcel needs. The short id is what the member
 * quotes; the full one is what an uploaded CSV of ids sends back.
 */
const ORDER_HEADER = [
  'trackingId',
  'orderId',
  inMalaysianTime('orderedAt'),
  'type',
  'name',
  'number',
  'line1',
  'line2',
  'line3',
  'postcode',
  'city',
  'state',
  'country',
  'itemCode',
  'itemName',
  'quantity',
  'points',
  'status',
  'courier',
  'trackingNumber',
]

const REDEMPTION_COLUMNS = ['orderId', 'orderDate', 'type', 'status', 'name', 'number', 'email', 'itemId', 'itemName', 'quantity', 'points'] as const
const REDEMPTION_HEADER = REDEMPTION_COLUMNS.map((column) => (column === 'orderDate' ? inMalaysianTime(column) : column))
const redemptionLine = (r: RedemptionRow): CsvValue[] => REDEMPTION_COLUMNS.map((k) => (k === 'orderDate' ? formatBusinessDateTime(r.orderDate) : r[k]))

/** The orders page and the redemption report (DECISIONS "Rewards and fulfilment", spec 3 §2.10). */
export function adminOrderRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = createRouter()

  app.openapi(contractRoute(fetchAdminOrders), async (c) => c.json(await adminOrders(db, c.req.valid('query'), MAX_ORDERS_LISTED), 200))

  app.openapi(contractRoute(advance), async (c) => c.json(await advanceOrders(db, c.req.valid('json'), { admin: c.get('admin'), at: clock.now() }), 200))

  app.openapi(contractRoute(cancel), async (c) => {
    const { id } = c.req.valid('json')
    await cancelOrder(db, id, { admin: c.get('admin'), at: clock.now() })
    return c.json((await adminOrder(db, id))!, 200)
  })

  app.openapi(contractRoute(exportOrdersCsv), async (c) => {
    const lines = await orderLinesForExport(db, c.req.valid('query'))
    const rows = lines.map((l) => [
      orderLabel(l.id),
      l.id,
      formatBusinessDateTime(l.createdAt),
      l.kind,
      l.name,
      l.number,
      l.line1,
      l.line2,
      l.line3,
      l.postcode,
      l.city,
      l.state,
      l.country,
      l.itemCode,
      l.nameEn,
      l.quantity,
      l.points * l.quantity,
      l.status,
      l.courier,
      l.trackingNumber,
    ])
    return c.body(csvRows(ORDER_HEADER, rows), 200, csvAttachment('orders.csv'))
  })

  app.openapi(contractRoute(redemptionReport), async (c) => {
    const { before, ...filter } = c.req.valid('json')
    return c.json(await pageOf((p) => redemptionPage(db, filter, p), before), 200)
  })

  app.openapi(contractRoute(redemptionReportCsv), async (c) => {
    const filter = c.req.valid('query')
    return c.body(reportCsv(REDEMPTION_HEADER, (p) => redemptionPage(db, filter, p), redemptionCursor, redemptionLine), 200, csvAttachment('pointshopReport.csv'))
  })

  return app
}
