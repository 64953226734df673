import * as shop from '../../../../../domain/contract/admin-shop.ts'
import type { AdminShopItem, Category, OrderKind } from '../../../../../domain/shop.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** A dashboard's rows; the catalogue's come with every category, pregnant offers have none. */
export interface ItemList {
  items: AdminShopItem[]
  categories: Category[]
}

export async function fetchCatalogueItems(): Promise<ItemList> {
  const { data, category } = await callApi(shop.fetchAdminItems, {})
  return { items: data, categories: category }
}

export async function fetchPregnantItems(): Promise<ItemList> {
  const { data } = await callApi(shop.fetchAdminPregnantItems, {})
  return { items: data, categories: [] }
}

export const fetchItems = (kind: OrderKind) => (kind === 'pregnant' ? fetchPregnantItems : fetchCatalogueItems)
