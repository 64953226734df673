import { type APIRequestContext, expect } from '@playwright/test'
import type { StoredAnswer } from '../../domain/samples.ts'
import { withClubDatabase } from './club-database.ts'

/** The first shown sample diaper, stocked so that every test may order it; answers its id and names. */
export function stockedSample(): { id: number; itemId: string; nameEn: string; brand: string } {
  return withClubDatabase((db) => {
    const sample = db
      .prepare(
        `select s.id, s.item_id as itemId, s.name_en as nameEn, b.name as brand
         from samples s join sizes z on z.id = s.size_id join brands b on b.id = z.brand_id where s.active = 1 order by s.id limit 1`,
      )
      .get() as { id: number; itemId: string; nameEn: string; brand: string }
    db.prepare('update samples set inventory = redeemed + 100 where id = ?').run(sample.id)
    return sample
  })
}

/** Asks for a free sample as the member's app does; answers the order's ids. */
export async function requestSample(request: APIRequestContext, token: string, addressId: number, sampleId: number) {
  const res = await request.post('/api/sample/redeem', { headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() }, data: { addressId, itemId: sampleId } })
  expect(res.ok(), await res.text()).toBe(true)
  return ((await res.json()) as { order: { id: string; trackingId: string } }).order
}

/** The member's sample orders, newest first. */
export function sampleOrdersOf(uuid: string): { id: string }[] {
  return withClubDatabase(
    (db) => db.prepare("select o.id from orders o join members m on m.id = o.member_id where m.uuid = ? and o.kind = 'sample' order by o.created_at desc").all(uuid) as { id: string }[],
    { readonly: true },
  )
}

/** Records a sample's feedback straight in the database, as the member's survey would (it is built apart). */
export function answerFeedback(orderId: string, received: boolean, answers: StoredAnswer[]): void {
  withClubDatabase((db) =>
    db.prepare('insert into sample_feedback (order_id, member_id, received, answers, created_at) select id, member_id, ?, ?, ? from orders where id = ?').run(
      received ? 1 : 0,
      JSON.stringify(answers),
      new Date().toISOString(),
      orderId,
    ),
  )
}
