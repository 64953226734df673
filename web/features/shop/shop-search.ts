import { redirect } from '@tanstack/react-router'
import { ORDER_KINDS, type OrderKind } from '../../../domain/shop.ts'
import { useCartStore } from '../../lib/cart-store.ts'
import { useMemberStore } from '../../lib/member-store.ts'
import { positiveInt, text } from '../../lib/search-params.ts'

/**
 * The point shop's query values, read for the routes' `validateSearch`. The spec passes items and
 * orders in navigation state; here they travel by id in the URL, so a reload or a shared link opens
 * the same screen.
 */

/** `/pointshop` tabs (spec 2 §2): Shop, order history, my vouchers, my mystery box. */
export const SHOP_TABS = ['shop', 'orders', 'vouchers', 'mysterybox'] as const
export type ShopTab = (typeof SHOP_TABS)[number]

/** My vouchers' own tabs (spec 2 §4): Current until used or expired, then History. */
export type VoucherList = 'current' | 'history'

export interface PointShopSearch {
  tab?: Exclude<ShopTab, 'shop'>
  /** Only with `tab=vouchers`: `history` opens My vouchers on its History tab. */
  list?: 'history'
}

/**
 * `?tab=orders` opens the order history, `?tab=vouchers` My vouchers (with `&list=history` on its
 * History tab), `?tab=mysterybox` My mystery box; anything else the Shop tab (spec 2 §2), kept out of the URL.
 */
export function pointShopSearch(search: Record<string, unknown>): PointShopSearch {
  if (search.tab === 'orders') return { tab: 'orders' }
  if (search.tab === 'mysterybox') return { tab: 'mysterybox' }
  if (search.tab === 'vouchers') return search.list === 'history' ? { tab: 'vouchers', list: 'history' } : { tab: 'vouchers' }
  return {}
}

/** Which cart or offer list: `type=pregnant` for the pregnant-mum offers, else the catalogue. */
export function orderKindOf(value: unknown): OrderKind {
  return ORDER_KINDS.find((kind) => kind === value) ?? 'item'
}

export function kindSearch(search: Record<string, unknown>): { type: OrderKind } {
  return { type: orderKindOf(search.type) }
}

/** What `/rewarddetail` shows: an item to order of one kind, an e-voucher to redeem or a donation item (spec 2 §2 "type"). */
export type DetailType = OrderKind | 'voucher' | 'donate'

export function rewardDetailSearch(search: Record<string, unknown>): { id?: number; type: DetailType } {
  const id = positiveInt(search.id)
  return { ...(id && { id }), type: search.type === 'voucher' || search.type === 'donate' ? search.type : orderKindOf(search.type) }
}

/** `/voucherorder?id=`: one of the member's vouchers by its id, never by its code (a code is a secret, kept out of URLs). */
export function voucherOrderSearch(search: Record<string, unknown>): { id?: number } {
  const id = positiveInt(search.id)
  return id ? { id } : {}
}

/** The confirm screens get the picked address from the address list (`/viewAddress`). */
export function confirmSearch(search: Record<string, unknown>): { addressId?: number } {
  const addressId = positiveInt(search.addressId)
  return addressId ? { addressId } : {}
}

/** Order ids are UUIDs; anything longer than the API takes is no order. */
export function trackSearch(search: Record<string, unknown>): { id?: string } {
  const id = text(search.id, 64)
  return id ? { id } : {}
}

/** The address list's `type` for a cart of this kind: it leads on to that kind's confirm screen. */
export const addressTypeFor = (kind: OrderKind) => (kind === 'pregnant' ? 'pregnant' : 'order')

/** A confirm screen's `beforeLoad`: with the cart empty or no address of the member's picked, back to the shop (spec 2 §2). */
export function readyToConfirm(kind: OrderKind, addressId: number | undefined): void {
  const cartEmpty = Object.keys(useCartStore.getState().carts[kind]).length === 0
  const address = useMemberStore.getState().member?.addresses.some((a) => a.id === addressId)
  if (cartEmpty || !address) throw redirect({ to: '/pointshop', replace: true })
}
