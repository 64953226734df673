import { type APIRequestContext, expect } from '@playwright/test'
import { E2E_ADMIN } from '../fixtures.ts'
import { withClubDatabase } from './club-database.ts'
import { solidPng } from './png.ts'

/** Marks units of an item as redeemed, as orders would, found by its article number. */
export function setRedeemed(articleNumber: string, redeemed: number): void {
  withClubDatabase((db) => db.prepare('update reward_items set redeemed = ? where item_id = ?').run(redeemed, articleNumber))
}

/** A catalogue item added through the back office's API, in the given category ids, for tests about what comes after. */
export async function addItemThroughApi(request: APIRequestContext, item: { code: string; en: string; bm: string; points: number; inventory: number; categories: number[] }) {
  const login = await request.post('/api/admin/auth/login', { data: E2E_ADMIN })
  const { token } = (await login.json()) as { token: string }
  const image = (colour: [number, number, number]) => ({ name: 'item.png', mimeType: 'image/png', buffer: solidPng(40, 30, colour) })
  const added = await request.post('/api/admin/setting/item/add', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      itemId: item.code,
      itemName: item.en,
      bmName: item.bm,
      description: 'A soft hooded towel for after the bath.',
      bmDescription: 'Tuala bertudung yang lembut untuk selepas mandi.',
      uom: 'piece',
      itemBrand: 'Lembut',
      points: String(item.points),
      inventory: String(item.inventory),
      categories: item.categories.join(','),
      file: image([11, 110, 121]),
      bmFile: image([242, 165, 65]),
    },
  })
  expect(added.status()).toBe(201)
}

/** The ids of categories by name. */
export async function categoryIds(request: APIRequestContext, names: string[]): Promise<number[]> {
  const login = await request.post('/api/admin/auth/login', { data: E2E_ADMIN })
  const { token } = (await login.json()) as { token: string }
  const list = await request.get('/api/admin/fetch/dashboard/item', { headers: { Authorization: `Bearer ${token}` } })
  const { category } = (await list.json()) as { category: { id: number; name: string }[] }
  return names.map((name) => category.find((c) => c.name === name)!.id)
}
