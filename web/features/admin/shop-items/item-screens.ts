import { redirect } from '@tanstack/react-router'
import type { OrderKind } from '../../../../domain/shop.ts'
import { positiveInt } from '../../../lib/search-params.ts'

/**
 * The screens of each kind (spec 3 §2.5, §2.6): catalogue items and pregnant-mum offers share
 * their pages, each kind with its own paths and texts (`adminShopItems.<kind>.*`).
 */
export const SCREENS = {
  item: { dashboard: '/admin/catalog/dashboard', add: '/admin/item/add', edit: '/admin/item/edit' },
  pregnant: { dashboard: '/admin/pregnant/dashboard', add: '/admin/pregnant/add', edit: '/admin/pregnant/editPregnant' },
} as const satisfies Record<OrderKind, unknown>

/** The edit screens take the item's id in the query: `?id=3`. */
export const itemSearch = (search: Record<string, unknown>): { id?: number } => ({ id: positiveInt(search.id) })

/** Without an item id an edit screen goes back to its dashboard (spec 3 §2.1). */
export const requireItemId =
  (kind: OrderKind) =>
  ({ search }: { search: { id?: number } }) => {
    if (!search.id) throw redirect({ to: SCREENS[kind].dashboard, replace: true })
  }
