import { businessDate } from '../../domain/business-time.ts'
import type { OrderState } from '../../domain/shop.ts'
import { withClubDatabase } from './club-database.ts'

/**
 * Moves a member's order on to `status` in the e2e database, timed now, as staff do from the back
 * office's orders page (DECISIONS "Rewards and fulfilment"): DELIVERING carries the courier and
 * the tracking number.
 */
export function moveOrder(orderId: string, status: Exclude<OrderState, 'Order Placed'>, parcel: { courier: string; trackingNumber: string } | null = null): void {
  withClubDatabase((db) => {
    const at = new Date().toISOString()
    db.prepare('update orders set status = ?, courier = coalesce(?, courier), tracking_number = coalesce(?, tracking_number), updated_at = ? where id = ?').run(
      status,
      parcel?.courier ?? null,
      parcel?.trackingNumber ?? null,
      at,
      orderId,
    )
    db.prepare('insert into order_events (order_id, status, at, admin_id) values (?, ?, ?, null)').run(orderId, status, at)
  })
}

/** The Malaysian date an order was placed on, as the club holds it. */
export function orderDay(orderId: string): string {
  return withClubDatabase((db) => businessDate(new Date((db.prepare('select created_at as at from orders where id = ?').get(orderId) as { at: string }).at)), { readonly: true })
}

/** The ids of a member's orders, newest first. */
export function ordersOf(uuid: string): string[] {
  const rows = withClubDatabase((db) => db.prepare('select o.id from orders o join members m on m.id = o.member_id where m.uuid = ? order by o.created_at desc').all(uuid) as { id: string }[], { readonly: true })
  return rows.map((r) => r.id)
}

/** Makes a member an expecting parent due on `edb` (YYYY-MM-DD), as the profile would. */
export function makePregnant(uuid: string, edb: string): void {
  withClubDatabase((db) => db.prepare("update members set pregnancy_stage = 'pregnant', edb = ? where uuid = ?").run(edb, uuid))
}

/** Adds a pregnant-mum offer to the e2e database, pictured like the demo's first item, as staff add them in the back office. */
export function addPregnantOffer(name: { en: string; bm: string }, points: number): void {
  withClubDatabase((db) => {
    const at = new Date().toISOString()
    const picture = db.prepare('select image_en from reward_items order by id limit 1').get() as { image_en: string }
    db.prepare(
      `insert into reward_items (item_id, name_en, name_bm, description_en, description_bm, image_en, image_bm, uom, item_brand, points, inventory, redeemed, active, pregnant_offer, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, 'pack', 'Lembut', ?, 50, 0, 1, 1, ?, ?)`,
    ).run(`PO-${Date.now()}`, name.en, name.bm, name.en, name.bm, picture.image_en, picture.image_en, points, at, at)
  })
}
