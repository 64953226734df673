import type { AdminShopItem, OrderKind } from '../../../../domain/shop.ts'
import type { Loaded } from '../../../lib/use-load.ts'
import { useListRow } from '../ui/use-list-row.ts'
import { fetchItems, type ItemList } from './api/fetch-items.ts'
import { SCREENS } from './item-screens.ts'

/** One item of a kind by id, with every category; an id of no such item goes back to the dashboard. */
export function useItem(kind: OrderKind, id: number): { loaded: Loaded<{ item: AdminShopItem; categories: ItemList['categories'] }>; reload: () => void } {
  const { loaded, reload } = useListRow(fetchItems(kind), (list) => list.items.find((i) => i.id === id), SCREENS[kind].dashboard)
  return { loaded: loaded.status === 'ready' ? { status: 'ready', data: { item: loaded.data.row, categories: loaded.data.list.categories } } : loaded, reload }
}
