import { type APIRequestContext, expect } from '@playwright/test'
import { withClubDatabase } from './club-database.ts'
import { completeProfile, createMember, memberToken } from './members.ts'

const authorization = (token: string) => ({ Authorization: `Bearer ${token}` })

/**
 * Puts a shown point-shop item with `stock` units into the e2e database, as the back office would
 * add it (the item screens are built apart from the orders); answers its id and article number.
 */
export function seedShopItem({ points, stock, name }: { points: number; stock: number; name: string }): { id: number; code: string } {
  return withClubDatabase((db) => {
    const now = new Date().toISOString()
    const code = `E2E-${Date.now() % 100_000_000}-${Math.floor(Math.random() * 1000)}`
    const { lastInsertRowid } = db
      .prepare(
        `insert into reward_items (item_id, name_en, name_bm, uom, points, inventory, description_en, description_bm, image_en, image_bm, item_brand, created_at, updated_at)
         values (?, ?, ?, 'pack', ?, ?, 'A gift', 'Hadiah', '/files/e2e-en.png', '/files/e2e-bm.png', 'Kelab', ?, ?)`,
      )
      .run(code, name, `${name} (BM)`, points, stock, now, now)
    return { id: Number(lastInsertRowid), code }
  })
}

/** The item's units left. */
export function stockLeft(id: number): number {
  const row = withClubDatabase((db) => db.prepare('select inventory - redeemed as left from reward_items where id = ?').get(id) as { left: number }, { readonly: true })
  return row.left
}

/** A member who completed the profile (its points and an address), with a token. */
export async function shopper(request: APIRequestContext, name: string) {
  const member = await createMember(request, name)
  await completeProfile(request, member)
  const token = await memberToken(request, member)
  const { user } = (await (await request.post('/api/user/session', { data: { token } })).json()) as { user: { totalPoints: number; addresses: { id: number }[] } }
  return { member, token, addressId: user.addresses[0]!.id, points: user.totalPoints }
}

/** The member's points as the app reads them. */
export async function pointsOf(request: APIRequestContext, token: string): Promise<number> {
  return ((await (await request.post('/api/user/session', { data: { token } })).json()) as { user: { totalPoints: number } }).user.totalPoints
}

/** Orders as the member, through the API (the member shop's screens are built apart); answers the order's ids. */
export async function placeOrder(request: APIRequestContext, token: string, addressId: number, items: { id: number; quantity: number }[]) {
  const res = await request.post('/api/rewards/redeem', { headers: authorization(token), data: { addressId, items } })
  expect(res.ok(), await res.text()).toBe(true)
  return ((await res.json()) as { order: { id: string; trackingId: string } }).order
}

/** The order's tracking as the member's app reads it from /rewards/track. */
export async function tracking(request: APIRequestContext, token: string, id: string) {
  const res = await request.post('/api/rewards/track', { headers: authorization(token), data: { id } })
  expect(res.ok()).toBe(true)
  return (await res.json()) as { data: { state: string; time: string }[]; order: { status: string; courier: string | null; trackingNumber: string | null } }
}

/** Moves orders on to `to` through the back office's orders route, as the orders page does; DELIVERING carries the parcel. */
export async function advanceOrders(request: APIRequestContext, adminToken: string, ids: string[], to: 'PROCESSING' | 'DELIVERING' | 'DELIVERED', parcel: { courier: string; trackingNumber: string } | null = null) {
  const res = await request.post('/api/admin/setting/orders/advance', { headers: authorization(adminToken), data: { ids, to, ...parcel } })
  expect(res.ok(), await res.text()).toBe(true)
  expect(((await res.json()) as { moved: string[] }).moved).toEqual(ids)
}
