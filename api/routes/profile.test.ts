import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { balanceOf } from '../services/ledger.ts'
import { expectError } from '../test-support/expect-error.ts'
import { json } from '../test-support/json.ts'
import { bearer, createMember, PASSWORD, postJson } from '../test-support/members.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

let server: TestServer
// The test server's clock: 2 June 2026, 10:00 in Kuala Lumpur.
const START = '2026-06-02T02:00:00Z'
beforeAll(async () => {
  server = await startTestServer()
})
afterEach(() => server.clock.set(START))
afterAll(() => server.close())

type Member = Awaited<ReturnType<typeof createMember>>
const call = (member: Member, path: string, body: unknown, headers: Record<string, string> = {}) => postJson(server, path, body, { ...bearer(member.token), ...headers })
const idOf = async (uuid: string) => (await server.deps.db.selectFrom('members').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).id
/** Sessions last 180 days, less than the 6-month locks: a member signs in again after the clock moves. */
async function moveClock(to: string, ...members: Member[]) {
  server.clock.set(to)
  for (const m of members) m.token = (await json(await postJson(server, '/user/signin', { email: m.email, password: PASSWORD }))).token
}
const view = async (member: Member) => (await json(await postJson(server, '/user/session', { token: member.token }))).user

const details = (overrides: Record<string, unknown> = {}) => ({ name: 'Siti Aminah', race: 'malay', nationality: 'malaysian', pregnancyStage: 'trying', edb: null, ...overrides })
const editDetails = (member: Member, overrides: Record<string, unknown> = {}) => call(member, '/user/details/edit', details(overrides))

/** An address as signup takes it: no label, which signup sets to HOME. */
const SIGNUP_ADDRESS = { line1: '12 Jalan Kenanga', city: 'Shah Alam', state: 'Selangor', postcode: '40000' }
const ADDRESS = { line1: '12 Jalan Kenanga', line2: '', line3: '', city: 'Shah Alam', state: 'Selangor', postcode: '40000', country: 'Malaysia', label: 'Home' }

/** A size of the first brand and one of another brand, from the member's brand list. */
async function sizes(member: Member) {
  const { data } = await json(await fetch(`${server.api}/user/brands/fetch`, { headers: bearer(member.token) }))
  return { size: data[0].sizes[0], otherBrandSize: data[1].sizes[0] }
}

async function baby(member: Member, overrides: Record<string, unknown> = {}) {
  const { size } = await sizes(member)
  return { birthDate: '2025-05-01', gender: 'female', brandId: size.brandId, formatId: size.formatId, sizeId: size.id, name: 'Aina', ...overrides }
}

describe('POST /user/details/edit', () => {
  it('changes name, race and nationality once in 6 months, by the Malaysian date', async () => {
    const member = await createMember(server, { pregnancyStage: 'trying', race: 'malay' })
    const first = await editDetails(member, { name: 'Siti Nur Aminah', race: 'other' })
    expect(first.status).toBe(200)
    expect(await json(first)).toMatchObject({ name: 'Siti Nur Aminah', race: 'other', nationality: 'malaysian', detailsUpdatedAt: '2026-06-02T02:00:00.000Z' })

    await expectError(await editDetails(member, { name: 'Siti Nur Aminah', race: 'other', nationality: 'non-malaysian' }), 422, 'detailsLocked')
    // 23:59 on 1 December in Kuala Lumpur is still locked; midnight is 2 December, six months on.
    await moveClock('2026-12-01T15:59:00Z', member)
    await expectError(await editDetails(member, { name: 'Siti' }), 422, 'detailsLocked')
    server.clock.set('2026-12-01T16:00:00Z')
    expect(await json(await editDetails(member, { name: 'Siti' }))).toMatchObject({ name: 'Siti', race: 'malay' })
  })

  it('changes the pregnancy stage only 6 months after it was last set, signup included', async () => {
    const member = await createMember(server, { pregnancyStage: 'trying' })
    await expectError(await editDetails(member, { pregnancyStage: 'oneChild' }), 422, 'pregnancyStageLocked')
    await moveClock('2026-12-01T16:00:00Z', member)
    const changed = await json(await editDetails(member, { pregnancyStage: 'oneChild' }))
    expect(changed).toMatchObject({ pregnancyStage: 'oneChild', pregnancyStageUpdatedAt: '2026-12-01T16:00:00.000Z' })
    server.clock.set('2027-03-01T02:00:00Z')
    await expectError(await editDetails(member, { pregnancyStage: 'moreChild' }), 422, 'pregnancyStageLocked')
  })

  it('lets a member with no stage on record choose one at once (1990-01-01 by default)', async () => {
    const member = await createMember(server, { pregnancyStage: null })
    expect((await view(member)).pregnancyStageUpdatedAt).toBeNull()
    expect(await json(await editDetails(member, { pregnancyStage: 'moreChild' }))).toMatchObject({ pregnancyStage: 'moreChild' })
  })

  it('answers a save that changes nothing without changing anything, locked or not', async () => {
    const member = await createMember(server, { pregnancyStage: 'trying', race: 'malay' })
    const saved = () => server.deps.db.selectFrom('members').selectAll().where('uuid', '=', member.uuid).executeTakeFirstOrThrow()
    const before = await saved()
    server.clock.advance(60_000)
    expect((await call(member, '/user/details/edit', { id: member.uuid, ...details() })).status).toBe(200)
    expect(await saved()).toEqual(before)

    expect((await editDetails(member, { name: 'Siti Hajar' })).status).toBe(200)
    const locked = await saved()
    server.clock.advance(60_000)
    expect((await editDetails(member, { name: 'Siti Hajar' })).status).toBe(200)
    expect(await saved()).toEqual(locked)
  })

  it('needs a due date while pregnant, not earlier than yesterday, and keeps none otherwise', async () => {
    const member = await createMember(server, { pregnancyStage: null, race: 'malay' })
    await expectError(await editDetails(member, { pregnancyStage: 'pregnant' }), 422, 'edbRequired')
    await expectError(await editDetails(member, { pregnancyStage: 'pregnant', edb: '2026-05-31' }), 422, 'edbRequired')
    expect(await json(await editDetails(member, { pregnancyStage: 'pregnant', edb: '2026-06-01' }))).toMatchObject({ pregnancyStage: 'pregnant', edb: '2026-06-01' })

    // Once the date has passed, the saved one does not stand in the way of other changes.
    server.clock.set('2026-08-01T02:00:00Z')
    expect(await json(await editDetails(member, { pregnancyStage: 'pregnant', edb: '2026-06-01', race: 'indian' }))).toMatchObject({ race: 'indian', edb: '2026-06-01' })
    await expectError(await editDetails(member, { pregnancyStage: 'pregnant', edb: '2026-06-02', race: 'indian' }), 422, 'edbRequired')

    const other = await createMember(server, { pregnancyStage: null })
    expect(await json(await editDetails(other, { pregnancyStage: 'trying', edb: '2026-09-01' }))).toMatchObject({ pregnancyStage: 'trying', edb: null })
  })

  it('refuses a name with anything but letters and spaces, unknown fields and another member’s id', async () => {
    const [member, other] = [await createMember(server), await createMember(server)]
    await expectError(await editDetails(member, { name: 'Siti 2' }), 422, 'invalidName')
    await expectError(await editDetails(member, { name: '  ' }), 422, 'nameRequired')
    await expectError(await editDetails(member, { forceUpdated: true }), 400, 'unknownField')
    await expectError(await call(member, '/user/details/edit', { id: other.uuid, ...details({ name: 'Mallory' }) }), 403, 'forbidden')
    expect((await view(other)).name).toBe('Siti Aminah')
    expect((await postJson(server, '/user/details/edit', details())).status).toBe(401)
  })
})

describe('POST /user/details/force/edit', () => {
  const completion = (overrides: Record<string, unknown> = {}) => ({ ...details(), address: ADDRESS, babyInfos: [], ...overrides })
  const complete = (member: Member, body: unknown, headers: Record<string, string> = {}) => call(member, '/user/details/force/edit', body, headers)
  const ledgerRows = async (uuid: string) =>
    server.deps.db.selectFrom('pointsLedger').selectAll().where('memberId', '=', await idOf(uuid)).where('source', '=', 'profileUpdate').execute()

  it('completes the profile with a new address, credits 200 points once and refuses a second completion', async () => {
    const member = await createMember(server)
    const res = await complete(member, completion({ name: 'Siti Hajar', nationality: 'non-malaysian' }))
    expect(res.status).toBe(200)
    const user = await json(res)
    expect(user).toMatchObject({ name: 'Siti Hajar', nationality: 'non-malaysian', forceUpdated: true, totalPoints: 200, detailsUpdatedAt: null })
    expect(user.addresses).toEqual([{ id: expect.any(Number), ...ADDRESS }])

    await expectError(await complete(member, completion({ name: 'Siti Lagi' })), 409, 'profileAlreadyCompleted')
    expect(await ledgerRows(member.uuid)).toHaveLength(1)
    expect((await view(member)).name).toBe('Siti Hajar')
    // The completion is not the six-monthly update: the name may still change once.
    expect((await editDetails(member, { name: 'Siti Hajar Binti Ali' })).status).toBe(200)
  })

  it('applies once when sent twice with one Idempotency-Key, and once when sent at the same time', async () => {
    const member = await createMember(server)
    const headers = { 'Idempotency-Key': 'profile-key-0001' }
    const answers = await Promise.all([1, 2, 3].map(() => complete(member, completion(), headers)))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    const bodies = await Promise.all(answers.map(json))
    expect(bodies[1]).toEqual(bodies[0])
    expect(bodies[2]).toEqual(bodies[0])
    expect(await ledgerRows(member.uuid)).toHaveLength(1)
    expect((await view(member)).addresses).toHaveLength(1)

    const racer = await createMember(server)
    const raced = await Promise.all(Array.from({ length: 6 }, () => complete(racer, completion())))
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
    expect(await balanceOf(server.deps.db, await idOf(racer.uuid))).toBe(200)
    expect((await view(racer)).addresses).toHaveLength(1)
  })

  it('picks one of the member’s own addresses, never another member’s', async () => {
    const member = await createMember(server, { address: SIGNUP_ADDRESS })
    const other = await createMember(server, { address: SIGNUP_ADDRESS })
    const [own] = (await view(member)).addresses
    const [theirs] = (await view(other)).addresses
    expect(own.label).toBe('HOME')
    await expectError(await complete(member, completion({ address: undefined, addressId: theirs.id })), 404, 'addressNotFound')
    await expectError(await complete(member, completion({ addressId: own.id })), 422, 'addressRequired')
    await expectError(await complete(member, completion({ address: undefined })), 422, 'addressRequired')
    const done = await json(await complete(member, completion({ address: undefined, addressId: own.id })))
    expect(done.addresses).toEqual([own])
    expect(done.totalPoints).toBe(200)
  })

  it('needs a complete baby for a parent, and refuses another member’s baby without writing anything', async () => {
    const [member, other] = [await createMember(server), await createMember(server)]
    const { name: _, ...wizardBaby } = await baby(member)
    await expectError(await complete(member, completion({ pregnancyStage: 'oneChild' })), 422, 'babyRequired')
    expect((await call(other, '/user/babyinfo/add', { babyInfo: await baby(other) })).status).toBe(200)
    const [theirs] = (await view(other)).babyInfos
    await expectError(await complete(member, completion({ pregnancyStage: 'oneChild', babyInfos: [{ ...wizardBaby, babyId: theirs.id }] })), 404, 'babyNotFound')
    expect(await view(member)).toMatchObject({ forceUpdated: false, totalPoints: 0, addresses: [], babyInfos: [] })
    expect((await view(other)).babyInfos).toEqual([theirs])

    const done = await json(await complete(member, completion({ pregnancyStage: 'oneChild', babyInfos: [wizardBaby] })))
    expect(done.babyInfos).toEqual([{ id: expect.any(Number), name: null, ...wizardBaby }])
    expect(done).toMatchObject({ pregnancyStage: 'oneChild', forceUpdated: true, totalPoints: 200 })
  })

  it('completes a signup child’s details, and sets the stage whatever the 6-month lock says', async () => {
    const member = await createMember(server, { pregnancyStage: 'oneChild', children: [{ childDob: '2021-03-01' }] })
    const [child] = (await view(member)).babyInfos
    expect(child).toMatchObject({ birthDate: '2021-03-01', gender: null, sizeId: null })
    const { name: _, ...wizardBaby } = await baby(member, { birthDate: '2021-03-01' })
    const done = await json(await complete(member, completion({ pregnancyStage: 'moreChild', babyInfos: [{ ...wizardBaby, babyId: child.id }] })))
    expect(done.babyInfos).toEqual([{ ...child, ...wizardBaby, id: child.id }])
    expect(done).toMatchObject({ pregnancyStage: 'moreChild', pregnancyStageUpdatedAt: '2026-06-02T02:00:00.000Z' })
  })

  it('checks the due date, the area and the fields like the other profile calls', async () => {
    const member = await createMember(server)
    await expectError(await complete(member, completion({ pregnancyStage: 'pregnant' })), 422, 'edbRequired')
    await expectError(await complete(member, completion({ address: { ...ADDRESS, postcode: '10000' } })), 422, 'invalidAddress')
    await expectError(await complete(member, completion({ address: { ...ADDRESS, label: '' } })), 422, 'addressFieldsRequired')
    await expectError(await complete(member, completion({ forceUpdated: false })), 400, 'unknownField')
    expect((await view(member)).totalPoints).toBe(0)
    expect(await json(await complete(member, completion({ pregnancyStage: 'pregnant', edb: '2026-10-10' })))).toMatchObject({ edb: '2026-10-10', totalPoints: 200 })
  })
})

describe('POST /user/address/add and /user/address/remove', () => {
  const add = (member: Member, address: unknown) => call(member, '/user/address/add', { id: member.uuid, address })

  it('adds an address with a real state, city and postcode, and lists active ones only', async () => {
    const member = await createMember(server)
    const first = await json(await add(member, { line1: '3 Jalan Ampang', city: 'Ampang', state: 'Selangor', postcode: '68000', label: 'Office' }))
    expect(first.addresses).toEqual([{ id: expect.any(Number), line1: '3 Jalan Ampang', line2: '', line3: '', city: 'Ampang', state: 'Selangor', postcode: '68000', country: 'Malaysia', label: 'Office' }])
    const second = await json(await add(member, ADDRESS))
    expect(second.addresses.map((a: any) => a.label)).toEqual(['Office', 'Home'])

    const removed = await json(await call(member, '/user/address/remove', { addressId: first.addresses[0].id }))
    expect(removed.addresses.map((a: any) => a.label)).toEqual(['Home'])
    await expectError(await call(member, '/user/address/remove', { addressId: first.addresses[0].id }), 404, 'addressNotFound')
    const row = await server.deps.db.selectFrom('addresses').select('active').where('id', '=', first.addresses[0].id).executeTakeFirstOrThrow()
    expect(row.active).toBe(0)
  })

  it('refuses missing parts with the spec’s message, and made-up areas', async () => {
    const member = await createMember(server)
    for (const missing of ['line1', 'city', 'state', 'postcode', 'label'] as const) {
      await expectError(await add(member, { ...ADDRESS, [missing]: ' ' }), 422, 'addressFieldsRequired')
      const { [missing]: _, ...without } = ADDRESS
      await expectError(await add(member, without), 422, 'addressFieldsRequired')
    }
    await expectError(await add(member, { ...ADDRESS, postcode: '10000' }), 422, 'invalidAddress')
    await expectError(await add(member, { ...ADDRESS, city: 'Ampang' }), 422, 'invalidAddress')
    await expectError(await add(member, { ...ADDRESS, state: 'Johor' }), 422, 'invalidAddress')
    await expectError(await add(member, { ...ADDRESS, postcode: '4000A' }), 422, 'invalidAddress')
    await expectError(await add(member, { ...ADDRESS, country: 'Singapore' }), 422, 'invalidInput')
    await expectError(await add(member, { ...ADDRESS, active: 0 }), 400, 'unknownField')
    expect((await view(member)).addresses).toEqual([])
  })

  it('names the federal territories WP, as the pickers show them', async () => {
    const member = await createMember(server)
    const kualaLumpur = { ...ADDRESS, state: 'WP Kuala Lumpur', city: 'Kuala Lumpur', postcode: '50000' }
    expect((await add(member, kualaLumpur)).status).toBe(200)
    await expectError(await add(member, { ...kualaLumpur, state: 'Wp Kuala Lumpur' }), 422, 'invalidAddress')
    expect((await view(member)).addresses.map((a: { state: string }) => a.state)).toEqual(['WP Kuala Lumpur'])
  })

  it('keeps at most 10 addresses, and never touches another member’s', async () => {
    const [member, other] = [await createMember(server), await createMember(server)]
    for (let i = 0; i < 10; i++) expect((await add(member, { ...ADDRESS, label: `Place ${i}` })).status).toBe(200)
    await expectError(await add(member, ADDRESS), 422, 'addressLimit')
    const [theirs] = (await json(await add(other, ADDRESS))).addresses
    await expectError(await call(member, '/user/address/remove', { addressId: theirs.id }), 404, 'addressNotFound')
    await expectError(await call(member, '/user/address/add', { id: other.uuid, address: ADDRESS }), 403, 'forbidden')
    expect((await view(other)).addresses).toEqual([theirs])
  })
})

describe('POST /user/address/edit', () => {
  const add = (member: Member, address: unknown) => call(member, '/user/address/add', { id: member.uuid, address })
  const edit = (member: Member, addressId: number, address: unknown) => call(member, '/user/address/edit', { id: member.uuid, addressId, address })

  it('changes an address in its place in the list, under a new id, and the old id is gone', async () => {
    const member = await createMember(server)
    const [office] = (await json(await add(member, { ...ADDRESS, label: 'Office' }))).addresses
    server.clock.set('2026-06-02T02:01:00Z')
    await add(member, ADDRESS)
    const changed = { ...ADDRESS, line1: '3 Jalan Ampang', city: 'Ampang', postcode: '68000', label: 'New office' }
    const edited = await json(await edit(member, office.id, changed))
    expect(edited.addresses.map((a: any) => a.label)).toEqual(['New office', 'Home'])
    expect(edited.addresses[0]).toEqual({ id: expect.any(Number), ...changed })
    expect(edited.addresses[0].id).not.toBe(office.id)
    await expectError(await edit(member, office.id, changed), 404, 'addressNotFound')
    expect((await view(member)).addresses).toEqual(edited.addresses)
  })

  it('keeps the address a sample order was sent to as it was', async () => {
    const sample = await server.deps.db.selectFrom('samples').select('id').where('active', '=', 1).whereRef('redeemed', '<', 'inventory').orderBy('id').executeTakeFirstOrThrow()
    const member = await createMember(server, { address: SIGNUP_ADDRESS, redeemSample: true, sampleId: sample.id, gender: 'female', race: 'malay', pregnancyStage: 'pregnant', edb: '2026-10-01' })
    const [home] = (await view(member)).addresses
    const memberId = await idOf(member.uuid)
    const sentTo = () => server.deps.db.selectFrom('orders').select('line1').where('memberId', '=', memberId).where('kind', '=', 'sample').executeTakeFirstOrThrow()
    expect(await sentTo()).toEqual({ line1: home.line1 })
    await edit(member, home.id, { ...ADDRESS, line1: '7 Jalan Mawar' })
    expect(await sentTo()).toEqual({ line1: '12 Jalan Kenanga' })
    expect((await view(member)).addresses.map((a: any) => a.line1)).toEqual(['7 Jalan Mawar'])
  })

  it('checks the new address like a new one, and never edits another member’s', async () => {
    const [member, other] = [await createMember(server), await createMember(server)]
    const [own] = (await json(await add(member, ADDRESS))).addresses
    const [theirs] = (await json(await add(other, ADDRESS))).addresses
    await expectError(await edit(member, own.id, { ...ADDRESS, postcode: '10000' }), 422, 'invalidAddress')
    await expectError(await edit(member, own.id, { ...ADDRESS, label: ' ' }), 422, 'addressFieldsRequired')
    await expectError(await edit(member, theirs.id, ADDRESS), 404, 'addressNotFound')
    await expectError(await call(member, '/user/address/edit', { id: other.uuid, addressId: theirs.id, address: ADDRESS }), 403, 'forbidden')
    expect((await view(member)).addresses).toEqual([own])
    expect((await view(other)).addresses).toEqual([theirs])
  })
})

describe('POST /user/babyinfo/add', () => {
  const save = (member: Member, babyInfo: unknown) => call(member, '/user/babyinfo/add', { babyInfo })

  it('adds a baby and edits it by babyId', async () => {
    const member = await createMember(server)
    const fields = await baby(member)
    const [saved] = (await json(await save(member, fields))).babyInfos
    expect(saved).toEqual({ id: expect.any(Number), ...fields })
    const { otherBrandSize } = await sizes(member)
    const edited = await json(await save(member, { ...fields, babyId: saved.id, name: 'Aina Sofea', brandId: otherBrandSize.brandId, formatId: otherBrandSize.formatId, sizeId: otherBrandSize.id }))
    expect(edited.babyInfos).toEqual([{ ...saved, name: 'Aina Sofea', brandId: otherBrandSize.brandId, formatId: otherBrandSize.formatId, sizeId: otherBrandSize.id }])
  })

  it('refuses another member’s baby, leaving it as it was', async () => {
    const [member, other] = [await createMember(server), await createMember(server)]
    const [theirs] = (await json(await save(other, await baby(other)))).babyInfos
    await expectError(await save(member, await baby(member, { babyId: theirs.id, name: 'Taken' })), 404, 'babyNotFound')
    expect((await view(other)).babyInfos).toEqual([theirs])
    expect((await view(member)).babyInfos).toEqual([])
  })

  it('needs every field, a name of letters and a size of the chosen brand and format', async () => {
    const member = await createMember(server)
    for (const missing of ['gender', 'brandId', 'formatId', 'sizeId'] as const) {
      const { [missing]: _, ...without } = await baby(member)
      await expectError(await save(member, without), 422, 'fillAllFields')
    }
    const { name: _name, ...nameless } = await baby(member)
    await expectError(await save(member, nameless), 422, 'babyNameRequired')
    await expectError(await save(member, await baby(member, { name: ' ' })), 422, 'babyNameRequired')
    const { birthDate: _birthDate, ...undated } = await baby(member)
    await expectError(await save(member, undated), 422, 'babyBirthDateRequired')
    await expectError(await save(member, await baby(member, { birthDate: '2025--10' })), 422, 'babyBirthDateRequired')
    await expectError(await save(member, await baby(member, { name: 'Baby 2' })), 422, 'invalidName')
    const { size, otherBrandSize } = await sizes(member)
    await expectError(await save(member, await baby(member, { brandId: otherBrandSize.brandId })), 422, 'sizeNotInBrand')
    await expectError(await save(member, await baby(member, { sizeId: otherBrandSize.id })), 422, 'sizeNotInBrand')
    await expectError(await save(member, await baby(member, { formatId: size.formatId + 1000 })), 422, 'sizeNotInBrand')
    await expectError(await save(member, await baby(member, { size: 'm' })), 400, 'unknownField')
    expect((await view(member)).babyInfos).toEqual([])
  })

  it('takes birth dates of children aged 3 and below only, and keeps an older saved one', async () => {
    const member = await createMember(server, { pregnancyStage: 'moreChild', children: [{ childDob: '2021-03-01' }] })
    // Today is 2 June 2026: a child born on 2 June 2022 turned 4 today.
    await expectError(await save(member, await baby(member, { birthDate: '2026-06-03' })), 422, 'babyBirthDateRange')
    await expectError(await save(member, await baby(member, { birthDate: '2022-06-02' })), 422, 'babyBirthDateRange')
    expect((await save(member, await baby(member, { birthDate: '2022-06-03' }))).status).toBe(200)
    expect((await save(member, await baby(member, { birthDate: '2026-06-02' }))).status).toBe(200)

    const [child] = (await view(member)).babyInfos
    expect((await save(member, await baby(member, { babyId: child.id, birthDate: '2021-03-01' }))).status).toBe(200)
    await expectError(await save(member, await baby(member, { babyId: child.id, birthDate: '2021-03-02' })), 422, 'babyBirthDateRange')
  })

  it('keeps at most 10 babies', async () => {
    const member = await createMember(server)
    for (let i = 0; i < 10; i++) expect((await save(member, await baby(member))).status).toBe(200)
    await expectError(await save(member, await baby(member)), 422, 'babyLimit')
  })
})
