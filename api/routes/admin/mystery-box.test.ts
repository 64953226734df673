import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { pickWinners } from '../../services/mystery-draws.ts'
import { adminToken } from '../../test-support/admins.ts'
import { expectError } from '../../test-support/expect-error.ts'
import { json } from '../../test-support/json.ts'
import { bearer, postJson } from '../../test-support/members.ts'
import { addCampaign, addPrize, campaignFields, insertBoxes, postForm, prizeImage } from '../../test-support/mystery-box.ts'
import { insertShopper } from '../../test-support/shop.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'
import { insertVoucherType } from '../../test-support/vouchers.ts'

const START = '2026-06-02T02:00:00Z' // Tuesday 2 June 2026, 10:00 in Kuala Lumpur
let server: TestServer
let admin: Record<string, string>
beforeAll(async () => {
  server = await startTestServer()
  admin = bearer(await adminToken(server))
})
afterAll(() => server.close())
afterEach(async () => {
  server.clock.set(START)
  admin = bearer(await adminToken(server))
})
/** Moves the clock; an admin signs in again (a back-office session does not last days). */
const clockAt = async (at: string) => {
  server.clock.set(at)
  admin = bearer(await adminToken(server))
}

const get = (path: string) => fetch(`${server.api}${path}`, { headers: admin })
const auditOf = async (entity: string, id: number) => (await json(await get(`/admin/fetch/audit?entity=${entity}&entityId=${id}`))).data as { action: string; after: any }[]
const weekly = (campaignId: number, week: string) => postJson(server, '/admin/setting/mysterybox/draw/weekly', { campaignId, week }, admin)
const grand = (campaignId: number) => postJson(server, '/admin/setting/mysterybox/draw/grand', { campaignId }, admin)
const entriesOf = async (token: string) => (await json(await fetch(`${server.api}/campaign/entries`, { headers: bearer(token) }))).data

describe('campaigns', () => {
  it('adds and edits a campaign in Malaysian time, both audited; refuses a blank language, an end before the start, and bad winners', async () => {
    const added = await addCampaign(server, admin)
    expect(added).toMatchObject({ startsAt: '2026-05-31T16:00:00.000Z', endsAt: '2026-06-14T16:00:00.000Z', active: true, boxes: 0, opened: 0 })
    const edit = await postJson(server, '/admin/setting/mysterybox/campaign/edit', { id: added.id, ...campaignFields({ nameEn: 'Lucky July', active: false }) }, admin)
    expect(edit.status).toBe(200)
    expect(await json(edit)).toMatchObject({ id: added.id, nameEn: 'Lucky July', active: false })
    expect((await auditOf('mysteryCampaign', added.id)).map((e) => e.action).sort()).toEqual(['mysteryCampaign.add', 'mysteryCampaign.edit'])
    const add = (overrides: Record<string, unknown>) => postJson(server, '/admin/setting/mysterybox/campaign/add', campaignFields(overrides), admin)
    await expectError(await add({ nameBm: '  ' }), 422, 'mysteryFieldsRequired')
    await expectError(await add({ endsAt: '2026-05-01T00:00:00+08:00' }), 422, 'mysteryEndBeforeStart')
    await expectError(await add({ weeklyWinners: -1 }), 422, 'mysteryWinnersInvalid')
    await expectError(await add({ startsAt: 'tomorrow' }), 422, 'mysteryWindowInvalid')
    await expectError(await postJson(server, '/admin/setting/mysterybox/campaign/edit', { id: 987654, ...campaignFields() }, admin), 404, 'mysteryCampaignNotFound')
    const list = (await json(await get('/admin/fetch/dashboard/mysterybox'))).data
    expect(list.map((c: { id: number }) => c.id)).toContain(added.id)
  })
})

describe('prizes', () => {
  it('adds points and voucher prizes with a checked image, edits one (stock never below given), each audited', async () => {
    const campaign = await addCampaign(server, admin)
    const points = await addPrize(server, admin, campaign.id, { points: 50, weight: 3, stock: 5 })
    expect(points).toMatchObject({ kind: 'points', points: 50, voucherTypeId: null, weight: 3, stock: 5, given: 0, image: expect.stringContaining('/files/public/') })
    const type = await insertVoucherType(server, { codes: 1 })
    const voucher = await addPrize(server, admin, campaign.id, { kind: 'voucher', voucherTypeId: type.id, points: '' })
    expect(voucher).toMatchObject({ kind: 'voucher', points: null, voucherTypeId: type.id, voucherTypeName: type.name })

    const form = (fields: Record<string, string | File>) => ({ campaignId: String(campaign.id), kind: 'points', points: '10', nameEn: 'A', nameBm: 'B', weight: '1', stock: '1', file: prizeImage(), ...fields })
    const add = (fields: Record<string, string | File>) => postForm(server, '/admin/setting/mysterybox/prize/add', form(fields), admin)
    await expectError(await add({ kind: 'voucher', points: '' }), 422, 'mysteryVoucherTypeRequired')
    await expectError(await add({ points: '' }), 422, 'mysteryPointsInvalid')
    await expectError(await add({ weight: '0' }), 422, 'mysteryWeightInvalid')
    await expectError(await add({ stock: '-1' }), 422, 'mysteryStockInvalid')
    const milestone = await server.deps.db.selectFrom('voucherTypes').select('id').where('milestone', '=', 5).executeTakeFirstOrThrow()
    await expectError(await add({ kind: 'voucher', voucherTypeId: String(milestone.id) }), 422, 'mysteryVoucherTypeInvalid')
    await expectError(await add({ file: new File(['not an image'], 'x.png', { type: 'image/png' }) }), 415, 'fileTypeNotAllowed')

    // Two of five given; the stock may come down to 2, not below.
    const member = await insertShopper(server)
    const boxes = await insertBoxes(server, member.id, campaign.id, 2)
    await server.deps.db.updateTable('mysteryPrizes').set({ given: 2 }).where('id', '=', points.id).execute()
    expect(boxes).toHaveLength(2)
    const edit = (fields: Record<string, string | File>) => {
      const { campaignId: _, file: __, ...rest } = form(fields)
      return postForm(server, '/admin/setting/mysterybox/prize/edit', { ...rest, id: String(points.id) }, admin)
    }
    await expectError(await edit({ stock: '1' }), 409, 'mysteryStockBelowGiven')
    const edited = await edit({ stock: '2', nameEn: 'Two left' })
    expect(edited.status).toBe(200)
    expect(await json(edited)).toMatchObject({ id: points.id, stock: 2, given: 2, nameEn: 'Two left', image: points.image })
    expect((await auditOf('mysteryPrize', points.id)).map((e) => e.action).sort()).toEqual(['mysteryPrize.add', 'mysteryPrize.edit'])
    const detail = await json(await get(`/admin/fetch/dashboard/mysterybox/detail?id=${campaign.id}`))
    expect(detail.prizes.map((p: { id: number }) => p.id)).toEqual([points.id, voucher.id])
    expect(detail.campaign).toMatchObject({ id: campaign.id, boxes: 2, opened: 0 })
  })
})

describe('draws', () => {
  it('draws a week once it is over, once; a re-run from the seed gives the same winners, who find the prize in their history', async () => {
    const campaign = await addCampaign(server, admin, { weeklyWinners: 2, grandWinners: 1 })
    const members = await Promise.all(Array.from({ length: 4 }, () => insertShopper(server)))
    // Week of 1 June: member 0 has 3 boxes, the others 1 each (still 4 distinct members); one box falls in the next week.
    for (const m of members) await insertBoxes(server, m.id, campaign.id)
    await insertBoxes(server, members[0]!.id, campaign.id, 2)
    await insertBoxes(server, members[1]!.id, campaign.id, 1, new Date('2026-06-08T01:00:00Z'))

    await expectError(await weekly(campaign.id, '2026-06-01'), 409, 'mysteryDrawPeriodOpen')
    await clockAt('2026-06-07T16:00:00Z') // Monday 8 June, 00:00 in Kuala Lumpur
    await expectError(await weekly(campaign.id, '2026-06-02'), 422, 'mysteryDrawNotMonday')
    await expectError(await weekly(campaign.id, '2026-05-18'), 422, 'mysteryDrawOutsideCampaign')
    const res = await weekly(campaign.id, '2026-06-01')
    expect(res.status).toBe(201)
    const draw = await json(res)
    expect(draw).toMatchObject({ kind: 'weekly', periodStart: '2026-05-31T16:00:00.000Z', periodEnd: '2026-06-07T16:00:00.000Z', entries: 6, seed: expect.stringMatching(/^[0-9a-f]{64}$/) })
    expect(draw.winners).toHaveLength(2)
    expect(new Set(draw.winners.map((w: { memberId: number }) => w.memberId)).size).toBe(2)
    await expectError(await weekly(campaign.id, '2026-06-01'), 409, 'mysteryDrawDone')
    expect(await server.deps.db.selectFrom('mysteryDraws').select('id').where('campaignId', '=', campaign.id).execute()).toHaveLength(1)

    const rerun = await json(await get(`/admin/fetch/mysterybox/draw/rerun?id=${draw.id}`))
    expect(rerun.same).toBe(true)
    expect(rerun.winners).toEqual(draw.winners.map((w: { boxId: number; memberId: number }) => ({ boxId: w.boxId, memberId: w.memberId })))
    expect((await auditOf('mysteryDraw', draw.id)).map((e) => e.action)).toEqual(['mysteryDraw.weekly'])

    const winner = members.find((m) => m.id === draw.winners[0].memberId)!
    expect(await entriesOf(winner.token)).toContainEqual({
      createdAt: '2026-06-07T16:00:00.000Z',
      type: 'DRAW',
      name: { en: 'A stroller', bm: 'Sebuah kereta sorong' },
      image: '',
      points: null,
      voucher: null,
      draw: { kind: 'weekly', from: '2026-06-01', to: '2026-06-07' },
    })
    const loser = members.find((m) => !draw.winners.some((w: { memberId: number }) => w.memberId === m.id))!
    expect(await entriesOf(loser.token)).toEqual([])

    // The grand draw takes every box of the campaign, once it has ended.
    await expectError(await grand(campaign.id), 409, 'mysteryDrawPeriodOpen')
    await clockAt('2026-06-14T16:00:00Z')
    const grandDraw = await json(await grand(campaign.id))
    expect(grandDraw).toMatchObject({ kind: 'grand', entries: 7 })
    expect(grandDraw.winners).toHaveLength(1)
    await expectError(await grand(campaign.id), 409, 'mysteryDrawDone')
    expect((await json(await get(`/admin/fetch/mysterybox/draw/rerun?id=${grandDraw.id}`))).same).toBe(true)
    expect((await auditOf('mysteryDraw', grandDraw.id)).map((e) => e.action)).toEqual(['mysteryDraw.grand'])
    const detail = await json(await get(`/admin/fetch/dashboard/mysterybox/detail?id=${campaign.id}`))
    expect(detail.draws.map((d: { id: number }) => d.id)).toEqual([grandDraw.id, draw.id])
    await expectError(await get('/admin/fetch/mysterybox/draw/rerun?id=987654'), 404, 'mysteryDrawNotFound')
    // A campaign that gave no box has nobody to draw: nothing is recorded.
    const empty = await addCampaign(server, admin)
    await expectError(await weekly(empty.id, '2026-06-08'), 422, 'mysteryDrawNoEntries')
    await expectError(await grand(empty.id), 422, 'mysteryDrawNoEntries')
    await expectError(await grand(987654), 404, 'mysteryCampaignNotFound')
  })

  it('picks winners from the seed alone: the same seed, the same winners, a member once; another seed, another order', () => {
    const entries = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, memberId: (i % 50) + 1 }))
    const seed = 'ab'.repeat(32)
    const first = pickWinners(seed, entries, 10)
    expect(pickWinners(seed, [...entries].reverse(), 10)).toEqual(first)
    expect(new Set(first.map((w) => w.memberId)).size).toBe(10)
    expect(pickWinners('cd'.repeat(32), entries, 10)).not.toEqual(first)
    expect(pickWinners(seed, entries, 60)).toHaveLength(50)
  })
})
