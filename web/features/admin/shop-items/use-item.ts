import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { AdminShopItem, OrderKind } from '../../../../domain/shop.ts'
import { type Loaded, useLoad } from '../../../lib/use-load.ts'
import { fetchItems, type ItemList } from './api/fetch-items.ts'
import { SCREENS } from './item-screens.ts'

/** One item of a kind by id, with every category; an id of no such item goes back to the dashboard. */
export function useItem(kind: OrderKind, id: number): { loaded: Loaded<{ item: AdminShopItem; categories: ItemList['categories'] }>; reload: () => void } {
  const navigate = useNavigate()
  const { loaded, reload } = useLoad(fetchItems(kind))
  const item = loaded.status === 'ready' ? loaded.data.items.find((i) => i.id === id) : undefined
  const unknown = loaded.status === 'ready' && !item
  useEffect(() => {
    if (unknown) void navigate({ to: SCREENS[kind].dashboard, replace: true })
  }, [unknown, navigate, kind])
  if (loaded.status !== 'ready') return { loaded, reload }
  return { loaded: item ? { status: 'ready', data: { item, categories: loaded.data.categories } } : { status: 'loading' }, reload }
}
