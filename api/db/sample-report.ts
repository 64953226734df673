import { z } from 'zod'
import type { ReportFilter } from '../../domain/account-report.ts'
import { answersText, type FreeSampleRow, type SampleSource } from '../../domain/sample-report.ts'
import { StoredAnswerSchema } from '../../domain/samples.ts'
import { orderLabel, type OrderCursor } from '../../domain/shop.ts'
import type { Database } from './connection.ts'
import type { Page } from './report-pages.ts'
import { reportOrderIds } from './shop.ts'

const StoredAnswersSchema = z.array(StoredAnswerSchema)

/**
 * The sample orders placed in the filter's Malaysian days whose member matches its search, newest
 * first, one page. Pages follow each other by (placed at, order id), order ids being UUIDs.
 */
export async function freeSamplePage(db: Database, filter: ReportFilter, { before, limit }: Page<OrderCursor>): Promise<FreeSampleRow[]> {
  const page = reportOrderIds(db, 'sample', filter, { before, limit })
  const rows = await db
    .selectFrom(page.as('p'))
    .innerJoin('orders as o', 'o.id', 'p.id')
    .innerJoin('orderSamples as s', 's.orderId', 'o.id')
    .innerJoin('members as m', 'm.id', 'o.memberId')
    .innerJoin('brands as b', 'b.id', 's.brandId')
    .innerJoin('formats as f', 'f.id', 's.formatId')
    .innerJoin('sizes as z', 'z.id', 's.sizeId')
    // An order reaches DELIVERED once (moves are conditional on the state before), so one row an order.
    .leftJoin('orderEvents as d', (join) => join.onRef('d.orderId', '=', 'o.id').on('d.status', '=', 'DELIVERED'))
    .leftJoin('sampleFeedback as fb', 'fb.orderId', 'o.id')
    .select([
      'o.id',
      'o.createdAt',
      'o.status',
      'o.line1',
      'o.line2',
      'o.line3',
      'o.postcode',
      'o.city',
      'o.state',
      'm.name',
      'm.number',
      'm.email',
      'm.verifiedAt',
      'b.name as brand',
      'f.name as format',
      'z.name as size',
      's.itemCode',
      's.nameEn',
      'd.at as deliveredAt',
      'fb.received',
      'fb.createdAt as answeredAt',
      'fb.answers',
    ])
    .orderBy('o.createdAt', 'desc')
    .orderBy('o.id', 'desc')
    .execute()
  return rows.map((r) => ({
    orderId: r.id,
    trackingId: orderLabel(r.id),
    orderDate: r.createdAt,
    status: r.status,
    name: r.name,
    number: r.number,
    email: r.email ?? '',
    line1: r.line1,
    line2: r.line2,
    line3: r.line3,
    postcode: r.postcode,
    city: r.city,
    state: r.state,
    brand: r.brand,
    format: r.format,
    size: r.size,
    itemId: r.itemCode,
    itemName: r.nameEn,
    source: sourceOf(r),
    deliveredAt: r.deliveredAt,
    received: r.received === null ? null : r.received === 1,
    answeredAt: r.answeredAt,
    answers: r.answers === null ? '' : readableAnswers(r.answers),
  }))
}

/**
 * A signup sample is placed inside the transaction that verifies its member
 * (services/member-activation.ts), whose one instant is written both as the member's `verified_at`
 * (set there only, once) and as the order's `created_at`; so were the signup orders migration 0025
 * moved in. A sample asked for later comes in a request of its own, after the member signed in, at a
 * later instant. So the two times are equal for the signup sample alone, and no column has to say it.
 */
function sourceOf(order: { createdAt: string; verifiedAt: string | null }): SampleSource {
  return order.createdAt === order.verifiedAt ? 'signup' : 'request'
}

/**
 * A feedback's stored answers as text. Only the feedback route writes them, in StoredAnswer's shape;
 * should one row not read, the report shows what is stored rather than failing as a whole.
 */
function readableAnswers(stored: string): string {
  try {
    return answersText(StoredAnswersSchema.parse(JSON.parse(stored)))
  } catch {
    return stored
  }
}
