import { expect } from 'vitest'
import { json } from './json.ts'
import { postJson } from './members.ts'
import { solidPng } from './png.ts'
import type { TestServer } from './test-server.ts'

let serial = 0

/** Two Malaysian weeks from Monday 1 June 2026 (the test clock reads Tuesday 2 June, 10:00 in Kuala Lumpur). */
export const campaignFields = (overrides: Record<string, unknown> = {}) => {
  const n = ++serial
  return {
    nameEn: `Lucky June ${n}`,
    nameBm: `Jun Bertuah ${n}`,
    startsAt: '2026-06-01T00:00:00+08:00',
    endsAt: '2026-06-15T00:00:00+08:00',
    active: true,
    weeklyPrizeEn: 'A stroller',
    weeklyPrizeBm: 'Sebuah kereta sorong',
    weeklyWinners: 2,
    grandPrizeEn: 'A year of diapers',
    grandPrizeBm: 'Lampin setahun',
    grandWinners: 1,
    ...overrides,
  }
}

/** Adds a campaign through the back office's API; answers it. */
export async function addCampaign(server: TestServer, admin: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const res = await postJson(server, '/admin/setting/mysterybox/campaign/add', campaignFields(overrides), admin)
  expect(res.status).toBe(201)
  return json(res) as Promise<{ id: number; nameEn: string; nameBm: string }>
}

export const prizeImage = () => new File([solidPng(4, 3, [200, 90, 40])], 'prize.png', { type: 'image/png' })

export const postForm = (server: TestServer, path: string, fields: Record<string, string | File>, headers: Record<string, string>) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  return fetch(`${server.api}${path}`, { method: 'POST', headers, body })
}

/** Adds a prize through the back office's API (points by default); answers it. */
export async function addPrize(server: TestServer, admin: Record<string, string>, campaignId: number, fields: Record<string, string | number> = {}) {
  const n = ++serial
  const form = { campaignId: String(campaignId), kind: 'points', points: '100', nameEn: `Prize ${n}`, nameBm: `Hadiah ${n}`, weight: '1', stock: '1000', file: prizeImage() }
  const res = await postForm(server, '/admin/setting/mysterybox/prize/add', { ...form, ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])) }, admin)
  expect(res.status).toBe(201)
  return json(res) as Promise<{ id: number; nameEn: string; nameBm: string; image: string }>
}

/** Closed boxes written straight into the database (as a code would give them), many at once; answers their ids. */
export async function insertBoxes(server: TestServer, memberId: number, campaignId: number, count = 1, at = server.clock.now()): Promise<number[]> {
  const ids: number[] = []
  for (let first = 0; first < count; first += 500) {
    const rows = Array.from({ length: Math.min(500, count - first) }, () => ({
      memberId,
      campaignId,
      source: 'code' as const,
      reference: `TEST-${process.pid}-${++serial}`,
      grantedAt: at.toISOString(),
    }))
    ids.push(...(await server.deps.db.insertInto('mysteryBoxes').values(rows).returning('id').execute()).map((r) => r.id))
  }
  return ids
}
