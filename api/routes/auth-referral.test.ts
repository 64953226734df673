import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { balanceOf } from '../services/ledger.ts'
import { json } from '../test-support/json.ts'
import { createMember, postInProcess, postJson, signupPayload } from '../test-support/members.ts'
import { lastOtp } from '../test-support/outbox.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const idOf = async (uuid: string) =>
  (await server.deps.db.selectFrom('members').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).id

describe('referrals (spec 1 §6)', () => {
  it('credit both sides by the referrer’s tier once the referee is verified, and stop at 5 a month', async () => {
    const referrer = await createMember(server)
    const loose = ` ${referrer.referCode.slice(0, 4).toLowerCase()} ${referrer.referCode.slice(4)} `
    const referees = []
    for (let i = 0; i < 5; i++) referees.push(await createMember(server, { referCode: i === 0 ? loose : referrer.referCode }))

    expect(await balanceOf(server.deps.db, await idOf(referrer.uuid))).toBe(5 * 500)
    for (const r of referees) expect(await balanceOf(server.deps.db, await idOf(r.uuid))).toBe(100)

    const sixth = await postJson(server, '/user/signup', signupPayload({ referCode: referrer.referCode }))
    expect(sixth.status).toBe(422)
    expect(await json(sixth)).toMatchObject({ code: 'referralLimit' })

    // A new month opens the limit again.
    server.clock.set('2026-07-01T01:00:00Z')
    expect((await postJson(server, '/user/signup', signupPayload({ referCode: referrer.referCode }))).status).toBe(200)
  })

  it('pays by a Platinum referrer’s tier', async () => {
    const referrer = await createMember(server)
    await server.deps.db.updateTable('members').set({ tier: 'platinum' }).where('uuid', '=', referrer.uuid).execute()
    const referee = await createMember(server, { referCode: referrer.referCode })
    expect(await balanceOf(server.deps.db, await idOf(referrer.uuid))).toBe(550)
    expect(await balanceOf(server.deps.db, await idOf(referee.uuid))).toBe(150)
  })

  it('refuses an unknown code', async () => {
    const res = await postJson(server, '/user/signup', signupPayload({ referCode: 'NOPE2345' }))
    expect(await json(res)).toMatchObject({ code: 'referralNotFound' })
  })

  it('refuses the code of a member not allowed to refer', async () => {
    const referrer = await createMember(server)
    await server.deps.db.updateTable('members').set({ allowRefer: 0 }).where('uuid', '=', referrer.uuid).execute()
    const res = await postJson(server, '/user/signup', signupPayload({ referCode: referrer.referCode }))
    expect(res.status).toBe(422)
    expect(await json(res)).toMatchObject({ code: 'referralNotAllowed' })
  })
})

describe('the link that brought a member', () => {
  it('keeps the UTM parameters sent with the signup', async () => {
    const member = await createMember(server, { utmSource: 'facebook', utmMedium: 'cpc', utmCampaign: 'raya-2026' })
    const row = await server.deps.db.selectFrom('members').select(['utmSource', 'utmMedium', 'utmCampaign']).where('uuid', '=', member.uuid).executeTakeFirstOrThrow()
    expect(row).toEqual({ utmSource: 'facebook', utmMedium: 'cpc', utmCampaign: 'raya-2026' })
  })
})

describe('a free sample chosen at signup', () => {
  it('is ordered when the member is verified, taking one from stock', async () => {
    const address = { line1: '1 Jalan Mawar', city: 'Shah Alam', state: 'Selangor', postcode: '40000' }
    const before = await server.deps.db.selectFrom('samples').select(['id', 'redeemed']).orderBy('id').executeTakeFirstOrThrow()
    const member = await createMember(server, {
      redeemSample: true,
      sampleId: before.id,
      address,
      gender: 'female',
      race: 'malay',
      pregnancyStage: 'pregnant',
      edb: '2026-10-01',
    })
    const after = await server.deps.db.selectFrom('samples').select('redeemed').where('id', '=', before.id).executeTakeFirstOrThrow()
    expect(after.redeemed).toBe(before.redeemed + 1)
    const orders = await server.deps.db.selectFrom('orders').selectAll().where('kind', '=', 'sample').where('memberId', '=', await idOf(member.uuid)).execute()
    expect(orders).toHaveLength(1)
    const session = await json(await postJson(server, '/user/session', { token: member.token }))
    expect(session.user).toMatchObject({ allowRequest: false, pregnancyStage: 'pregnant', edb: '2026-10-01' })
  })

  it('never takes more than the stock when members verify at once', async () => {
    const sample = await server.deps.db.selectFrom('samples').select(['id', 'redeemed']).orderBy('id').executeTakeFirstOrThrow()
    const pending = []
    for (let i = 0; i < 8; i++) {
      // Eight homes: one household is served once, whatever the stock.
      const address = { line1: `${i + 1} Jalan Mawar`, city: 'Shah Alam', state: 'Selangor', postcode: '40000' }
      const payload = signupPayload({ redeemSample: true, sampleId: sample.id, address, gender: 'female', race: 'malay', pregnancyStage: 'pregnant', edb: '2026-10-01' })
      const { uuid } = await json(await postJson(server, '/user/signup', payload))
      pending.push({ uuid, payload, otp: await lastOtp(server.deps.config.dataDir, payload.number) })
    }
    // Three left for eight members verifying at the same moment.
    await server.deps.db.updateTable('samples').set({ inventory: sample.redeemed + 3 }).where('id', '=', sample.id).execute()
    const verified = await Promise.all(
      pending.map(({ uuid, payload, otp }) => postInProcess(server, '/user/verify', { otp, number: payload.number, id: uuid, uniqueToken: payload.uniqueToken })),
    )
    expect(verified.map((r) => r.status)).toEqual(Array(8).fill(200))
    const after = await server.deps.db.selectFrom('samples').select(['redeemed', 'inventory']).where('id', '=', sample.id).executeTakeFirstOrThrow()
    expect(after.redeemed).toBe(after.inventory)
    const orders = await server.deps.db
      .selectFrom('orders')
      .innerJoin('orderSamples', 'orderSamples.orderId', 'orders.id')
      .select('id')
      .where('sampleId', '=', sample.id)
      .where('memberId', 'in', await Promise.all(pending.map((p) => idOf(p.uuid))))
      .execute()
    expect(orders).toHaveLength(3)
  })

  it('is refused when the sample is out of stock', async () => {
    const sample = await server.deps.db.selectFrom('samples').select(['id', 'inventory']).orderBy('id').executeTakeFirstOrThrow()
    await server.deps.db.updateTable('samples').set({ redeemed: sample.inventory }).where('id', '=', sample.id).execute()
    const address = { line1: '1 Jalan Mawar', city: 'Shah Alam', state: 'Selangor', postcode: '40000' }
    const res = await postJson(
      server,
      '/user/signup',
      signupPayload({ redeemSample: true, sampleId: sample.id, address, gender: 'female', race: 'malay', pregnancyStage: 'pregnant', edb: '2026-10-01' }),
    )
    expect(res.status).toBe(422)
    expect(await json(res)).toMatchObject({ code: 'sampleUnavailable' })
  })
})
