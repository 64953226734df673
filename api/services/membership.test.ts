import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminToken } from '../test-support/admins.ts'
import { lastAudit } from '../test-support/audit.ts'
import { insertWisher } from '../test-support/charity.ts'
import { generateCodes } from '../test-support/code-batches.ts'
import { expectError } from '../test-support/expect-error.ts'
import { json } from '../test-support/json.ts'
import { bearer, createMember, PASSWORD, postJson } from '../test-support/members.ts'
import { addPoints, memberId } from '../test-support/points.ts'
import { pointChart, receiptForm, tinyPng, uploadReceipt } from '../test-support/receipts.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { creditBirthdayGifts } from './birthday-gifts.ts'
import { sendMembershipNotices } from './membership.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const JOINED = '2026-06-02T02:00:00Z'
const db = () => server.deps.db
const notices = () => sendMembershipNotices(db(), server.clock)
const told = async (id: number) =>
  (await db().selectFrom('inboxMessages').select(['params']).where('memberId', '=', id).where('kind', '=', 'membershipEnding').orderBy('id').execute()).map((m) => JSON.parse(m.params).endsOn)
const signIn = async (member: { email: string }) => json(await postJson(server, '/user/signin', { email: member.email, password: PASSWORD }))
let keys = 0
const scan = (token: string, code: string) => postJson(server, '/user/scancode', { code }, { ...bearer(token), 'Idempotency-Key': `membership-${++keys}` })
const membershipAdmin = (token: string, id: number) => fetch(`${server.api}/admin/report/user/membership?id=${id}`, { headers: bearer(token) })
const extend = (token: string, id: number, extendedTo: string) => postJson(server, '/admin/setting/account/membership/extend', { id, extendedTo }, bearer(token))

/** A member who joined on JOINED with one child born on `childBorn` (their membership ends the day after the child turns five). */
async function parent(childBorn: string, dob = '1992-08-10') {
  server.clock.set(JOINED)
  const member = await createMember(server)
  const id = await memberId(server, member.uuid)
  const at = server.clock.now().toISOString()
  await db().updateTable('members').set({ pregnancyStage: 'oneChild', dob }).where('id', '=', id).execute()
  await db().insertInto('babies').values({ memberId: id, name: null, gender: null, birthDate: childBorn, brandId: null, formatId: null, sizeId: null, createdAt: at, updatedAt: at }).execute()
  return { ...member, id }
}

describe('membership end', () => {
  it('tells the member 30 days ahead once, then refuses earning and keeps spending, until a dev admin extends it', async () => {
    const { codes } = await generateCodes(server, await adminToken(server), { quantity: 3 })
    const wisher = await insertWisher(server)
    const member = await parent('2021-07-15') // five on 15 July 2026: inactive from the 16th
    await addPoints(server, member.id, 1000)

    server.clock.set('2026-06-15T15:59:00Z') // 15 June, 23:59 in Kuala Lumpur
    expect(await notices()).toBe(0)
    expect((await signIn(member)).user.membership).toEqual({ state: 'active', endsOn: '2026-07-16' })

    server.clock.set('2026-06-15T16:00:00Z') // 16 June: 30 days before the end
    const racing = await Promise.all([notices(), notices()])
    expect(racing.reduce((a, b) => a + b)).toBe(1)
    expect(await notices()).toBe(0)
    expect(await told(member.id)).toEqual(['2026-07-16'])
    expect((await signIn(member)).user.membership).toEqual({ state: 'ending', endsOn: '2026-07-16' })

    server.clock.set('2026-07-15T15:59:00Z') // the last day: still earning
    expect((await scan(member.token, codes[0]!)).status).toBe(200)

    server.clock.set('2026-07-15T16:00:00Z') // 16 July
    const signedIn = await signIn(member)
    expect(signedIn.user.membership).toEqual({ state: 'ended', endsOn: '2026-07-16' })
    const token = signedIn.token as string
    await expectError(await scan(token, codes[1]!), 403, 'membershipEnded')
    const chart = await pointChart(server, token)
    const receipt = { retailerId: chart.store.value, receiptDate: '2026-07-14', invoiceNo: 'END-1', products: [{ skuId: chart.skus[0]!.value, quantity: 1 }], file: { bytes: tinyPng(4242), name: 'r.png', type: 'image/png' } }
    await expectError(await uploadReceipt(server, token, receiptForm(receipt), { 'Idempotency-Key': 'membership-receipt-1' }), 403, 'membershipEnded')
    // Spending and the history still work.
    expect((await postJson(server, '/rewards/donate/wisher', { wisherId: wisher.id, selectedValue: 100 }, bearer(token))).status).toBe(200)
    expect((await fetch(`${server.api}/user/points/fetch`, { headers: bearer(token) })).status).toBe(200)
    // Nor does the club's birthday gift come (born in August).
    server.clock.set('2026-08-10T04:00:00Z')
    await creditBirthdayGifts(db(), server.clock)
    expect(await db().selectFrom('pointsLedger').select('id').where('memberId', '=', member.id).where('source', '=', 'birthday').execute()).toEqual([])

    const dev = await adminToken(server)
    expect(await json(await membershipAdmin(dev, member.id))).toEqual({ id: member.id, state: 'ended', endsOn: '2026-07-16', ruleEndsOn: '2026-07-16', extendedTo: null })
    await expectError(await extend(await adminToken(server, 'superadmin'), member.id, '2026-12-01'), 403, 'forbidden')
    await expectError(await extend(dev, member.id, '2026-08-01'), 422, 'membershipExtensionInvalid') // before today
    await expectError(await extend(dev, member.id, 'someday'), 422, 'membershipExtensionInvalid')
    await expectError(await extend(dev, 987_654, '2026-12-01'), 404, 'accountNotFound')
    const extended = await extend(dev, member.id, '2026-12-01')
    expect(extended.status).toBe(200)
    expect(await json(extended)).toEqual({ id: member.id, state: 'active', endsOn: '2026-12-01', ruleEndsOn: '2026-07-16', extendedTo: '2026-12-01' })
    expect(await lastAudit(server, 'member', member.id)).toMatchObject({
      action: 'member.extendMembership',
      before: { state: 'ended', endsOn: '2026-07-16', extendedTo: null },
      after: { state: 'active', endsOn: '2026-12-01', extendedTo: '2026-12-01' },
    })

    // Earning again, the missed birthday gift caught up, and told again before the new end.
    expect((await scan(token, codes[1]!)).status).toBe(200)
    expect(await creditBirthdayGifts(db(), server.clock)).toBeGreaterThanOrEqual(1)
    expect(await db().selectFrom('pointsLedger').select('reference').where('memberId', '=', member.id).where('source', '=', 'birthday').execute()).toEqual([{ reference: '2026' }])
    server.clock.set('2026-10-31T04:00:00Z')
    await notices()
    expect(await told(member.id)).toEqual(['2026-07-16'])
    server.clock.set('2026-11-01T04:00:00Z')
    await notices()
    await notices()
    expect(await told(member.id)).toEqual(['2026-07-16', '2026-12-01'])
  }, 60_000)

  it('has no end while trying to conceive, so there is nothing to extend', async () => {
    server.clock.set(JOINED)
    const member = await createMember(server) // signs up trying to conceive
    const id = await memberId(server, member.uuid)
    expect((await signIn(member)).user.membership).toEqual({ state: 'active', endsOn: null })
    await expectError(await extend(await adminToken(server), id, '2030-01-01'), 409, 'membershipHasNoEnd')
  })

  it('gives an ended referrer no referral points, and the friend theirs', async () => {
    const referrer = await parent('2020-01-01') // ended on 2 January 2025
    server.clock.set(JOINED)
    const friend = await createMember(server, { referCode: referrer.referCode })
    const friendId = await memberId(server, friend.uuid)
    const credits = await db().selectFrom('pointsLedger').select(['memberId', 'source']).where('memberId', 'in', [referrer.id, friendId]).where('source', 'in', ['referrer', 'referee']).execute()
    expect(credits).toEqual([{ memberId: friendId, source: 'referee' }])
  })
})
