import { type APIRequestContext, expect } from '@playwright/test'
import { E2E_ADMIN } from '../fixtures.ts'
import { withClubDatabase } from './club-database.ts'
import { solidPng } from './png.ts'

/**
 * A brand of its own, added through the back office's API, with pants in sizes nb, s and m and tape
 * in m and l: sizes no other test gives a sample, whatever ran before.
 */
export async function brandWithSizes(request: APIRequestContext, name: string): Promise<void> {
  const login = await request.post('/api/admin/auth/login', { data: E2E_ADMIN })
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
  const added = await request.post('/api/admin/setting/brand/add', {
    headers,
    multipart: { name, description: 'A brand for sample tests.', file: { name: 'brand.png', mimeType: 'image/png', buffer: solidPng(40, 30, [90, 140, 200]) } },
  })
  expect(added.status()).toBe(201)
  const { id } = (await added.json()) as { id: number }
  for (const [format, size] of [['pants', ['nb', 's', 'm']], ['tape', ['m', 'l']]] as const) {
    expect((await request.post('/api/admin/setting/brand/assign', { headers, data: { id, format, size } })).status()).toBe(200)
  }
}

/** Marks units of a sample as redeemed, as members' requests would, found by its article number. */
export function setSampleRedeemed(articleNumber: string, redeemed: number): void {
  withClubDatabase((db) => db.prepare('update samples set redeemed = ? where item_id = ?').run(redeemed, articleNumber))
}
