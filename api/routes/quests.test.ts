import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Quest, QuestKind } from '../../domain/quests.ts'
import { adminToken } from '../test-support/admins.ts'
import { generateCodes, seededSize } from '../test-support/code-batches.ts'
import { json } from '../test-support/json.ts'
import { bearer, createMember, postJson } from '../test-support/members.ts'
import { memberId } from '../test-support/points.ts'
import { pendingReceipt } from '../test-support/receipt-review.ts'
import { pointChart } from '../test-support/receipts.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

// The test clock starts on 2 June 2026, not a double-point day; tier multipliers are 1x: what a
// quest pays is its own bonus alone.
let server: TestServer
let admin: string
beforeAll(async () => {
  server = await startTestServer()
  admin = await adminToken(server)
})
afterAll(() => server.close())

type Member = Awaited<ReturnType<typeof createMember>>

async function quests(member: Member): Promise<Record<QuestKind, Quest>> {
  const { data } = await json(await postJson(server, '/quest/fetch', {}, bearer(member.token)))
  return Object.fromEntries((data as { quests: Quest[] }[]).flatMap((g) => g.quests).map((q) => [q.kind, q])) as Record<QuestKind, Quest>
}

/** The points a member's ledger gains while `act` runs. */
async function gained(member: Member, act: () => Promise<unknown>): Promise<number> {
  const id = await memberId(server, member.uuid)
  const sum = async () => (await server.deps.db.selectFrom('pointsLedger').select('points').where('memberId', '=', id).execute()).reduce((s, r) => s + r.points, 0)
  const before = await sum()
  await act()
  return (await sum()) - before
}

const ok = async (res: Promise<Response>) => expect((await res).status).toBe(200)

describe('every quest pays what it promises', () => {
  it('to a Gold member: 3x on the first milestone-brand code and the first receipt, the profile’s points, the Gold referral, nothing for a baby', async () => {
    const member = await createMember(server)
    const promised = await quests(member)

    // The first code of a milestone brand.
    expect(promised.scanCode).toMatchObject({ points: 0, multiplier: 3, brands: ['Lembut Comfort', 'Lembut Premium'] })
    const { codes } = await generateCodes(server, admin, { brand: 'Lembut Comfort', quantity: 1, points: 40 })
    expect(await gained(member, () => ok(postJson(server, '/user/scancode', { code: codes[0] }, bearer(member.token))))).toBe(40 * promised.scanCode.multiplier!)

    // The first approved receipt.
    expect(promised.uploadReceipt).toMatchObject({ points: 0, multiplier: 3, brands: null })
    const { store, skus } = await pointChart(server, member.token)
    const receipt = await pendingReceipt(server, member.token, { retailerId: store.value, products: [{ skuId: skus[0]!.value, quantity: 2 }] })
    const approving = () => ok(postJson(server, '/admin/setting/receipt/approve', { id: receipt }, bearer(admin)))
    expect(await gained(member, approving)).toBe(skus[0]!.pointsPerUnit * 2 * promised.uploadReceipt.multiplier!)

    // Completing the profile.
    expect(promised.completeProfile).toMatchObject({ points: 200, multiplier: null })
    const address = { line1: '12 Jalan Kenanga', line2: '', line3: '', city: 'Shah Alam', state: 'Selangor', postcode: '40000', country: 'Malaysia', label: 'Home' }
    const completion = { name: member.name, race: 'malay', nationality: 'malaysian', pregnancyStage: 'trying', edb: null, address, babyInfos: [] }
    expect(await gained(member, () => ok(postJson(server, '/user/details/force/edit', completion, bearer(member.token))))).toBe(promised.completeProfile.points)

    // A friend who joins with the member's code.
    expect(promised.referFriend).toMatchObject({ points: 500, multiplier: null })
    expect(await gained(member, () => createMember(server, { referCode: member.referCode }))).toBe(promised.referFriend.points)

    // A baby: promised nothing, and pays nothing.
    expect(promised.addBaby).toMatchObject({ points: 0, multiplier: null, brands: null })
    const size = await seededSize(server, 'Lembut Premium', 'pants')
    const baby = { birthDate: '2025-05-01', gender: 'female', brandId: size.brandId, formatId: size.formatId, sizeId: size.sizeId, name: 'Aina' }
    expect(await gained(member, () => ok(postJson(server, '/user/babyinfo/add', { babyInfo: baby }, bearer(member.token))))).toBe(0)

    expect(Object.values(await quests(member)).map((q) => q.completed)).toEqual([true, true, true, true, true])
  })

  it('to a Platinum member: the Platinum referral, and the first code of a brand outside the campaign only when it pays a bonus', async () => {
    const member = await createMember(server)
    await server.deps.db.updateTable('members').set({ tier: 'platinum' }).where('uuid', '=', member.uuid).execute()
    const promised = await quests(member)
    expect(promised.referFriend.points).toBe(550)
    expect(await gained(member, () => createMember(server, { referCode: member.referCode }))).toBe(550)

    // With no brand in the milestone campaign, a Platinum member's first code earns no bonus: none is promised.
    await server.deps.db.updateTable('brands').set({ milestoneCampaign: 0 }).execute()
    try {
      expect((await quests(member)).scanCode).toMatchObject({ points: 0, multiplier: null, brands: null })
      const { codes } = await generateCodes(server, admin, { brand: 'Lembut Basics', quantity: 1, points: 40 })
      expect(await gained(member, () => ok(postJson(server, '/user/scancode', { code: codes[0] }, bearer(member.token))))).toBe(40)
    } finally {
      await server.deps.db.updateTable('brands').set({ milestoneCampaign: 1 }).where('name', 'in', ['Lembut Comfort', 'Lembut Premium']).execute()
    }
  })
})
