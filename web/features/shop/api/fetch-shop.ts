import { fetchCatalog, fetchPregnantOffers } from '../../../../domain/contract/shop.ts'
import type { OrderKind } from '../../../../domain/shop.ts'
import { callApi } from '../../../lib/call-api.ts'

/** What the Shop tab shows: the catalogue with its categories, and the pregnant-mum offers when the member may order them. */
export async function fetchShop() {
  const [catalog, pregnant] = await Promise.all([
    callApi(fetchCatalog, {}, { showError: false }),
    // Without them the catalogue still shows: the offers' chip is simply left out.
    callApi(fetchPregnantOffers, {}, { showError: false }).catch(() => ({ eligible: false, data: [] })),
  ])
  return { categories: catalog.categories, items: catalog.data, pregnant }
}

/** The items a member may order of one kind: the catalogue, or the pregnant-mum offers (none unless eligible). */
export async function fetchItems(kind: OrderKind) {
  if (kind === 'pregnant') return (await callApi(fetchPregnantOffers, {}, { showError: false })).data
  return (await callApi(fetchCatalog, {}, { showError: false })).data
}
