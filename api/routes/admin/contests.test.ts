import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminToken } from '../../test-support/admins.ts'
import { expectError } from '../../test-support/expect-error.ts'
import { json } from '../../test-support/json.ts'
import { bearer, postJson } from '../../test-support/members.ts'
import { solidPng } from '../../test-support/png.ts'
import { insertShopper } from '../../test-support/shop.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
let admin: Record<string, string>
beforeAll(async () => {
  server = await startTestServer()
  admin = bearer(await adminToken(server))
})
afterAll(() => server.close())

const png = (name: string, colour: [number, number, number] = [11, 110, 121]) => new File([solidPng(4, 3, colour)], name, { type: 'image/png' })
type Fields = Record<string, string | File | File[]>
const postForm = (path: string, fields: Fields, headers = admin) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) body.append(key, one)
  return fetch(`${server.api}${path}`, { method: 'POST', headers, body })
}
const get = (path: string, headers = admin) => fetch(`${server.api}${path}`, { headers })
const auditOf = async (id: number) => (await json(await get(`/admin/fetch/audit?entity=contest&entityId=${id}`))).data as { action: string; before: any; after: any }[]

const step = (n: number) => ({ instructions: `Step ${n}`, instructionsBM: `Langkah ${n}`, description: `Do ${n}`, descriptionBM: `Buat ${n}` })
const contestFields = (overrides: Fields = {}): Fields => ({
  name: 'Photo contest',
  nameBM: 'Peraduan foto',
  description: 'Share a photo\nof your baby',
  descriptionBM: 'Kongsi foto\nbayi anda',
  startDate: '2026-06-01T00:00:00+08:00',
  endDate: '2026-06-30T23:59:00+08:00',
  pointRequired: 'true',
  pointsPerEntry: '50',
  entriesPerPerson: '3',
  uploadImages: 'true',
  gotDropdown: 'true',
  dropdownTitle: 'Your state',
  dropdownTitleBM: 'Negeri anda',
  dropdownOption: JSON.stringify([
    { label: 'Selangor', labelBM: 'Selangor BM' },
    { label: 'Johor', labelBM: 'Johor BM' },
  ]),
  steps: JSON.stringify([step(1), step(2)]),
  prizes: JSON.stringify([
    { title: 'Stroller', titleBM: 'Kereta sorong', amount: 1, file: 0 },
    { title: 'Diapers', titleBM: 'Lampin', amount: 10, file: 1 },
  ]),
  prizeImage: [png('p1.png', [200, 10, 10]), png('p2.png', [10, 200, 10])],
  campaignIcon: png('en.png'),
  campaignIconBM: png('bm.png', [242, 165, 65]),
  ...overrides,
})

async function addContest(overrides: Fields = {}) {
  const res = await postForm('/admin/setting/add/contest', contestFields(overrides))
  expect(res.status).toBe(201)
  return json(res)
}

/** An entry of `contestId` made by a new member, written straight into the database (the member's submit is another area's). */
async function insertEntry(contestId: number, optionId: number | null = null) {
  const member = await insertShopper(server)
  const at = server.clock.now().toISOString()
  const db = server.deps.db
  const { id: submissionId } = await db.insertInto('contestSubmissions').values({ contestId, memberId: member.id, entries: 1, points: 0, createdAt: at }).returning('id').executeTakeFirstOrThrow()
  await db.insertInto('contestEntries').values({ submissionId, contestId, memberId: member.id, optionId, createdAt: at, updatedAt: at }).execute()
}

describe('adding a contest', () => {
  it('stores every part in order, in both languages, lists it, and audits the add', async () => {
    const contest = await addContest()
    expect(contest).toMatchObject({
      name: { en: 'Photo contest', bm: 'Peraduan foto' },
      description: { en: 'Share a photo\nof your baby', bm: 'Kongsi foto\nbayi anda' },
      icon: { en: expect.stringMatching(/^\/api\/files\/public\/.+\.png$/), bm: expect.stringMatching(/^\/api\/files\/public\/.+\.png$/) },
      startsAt: '2026-05-31T16:00:00.000Z',
      endsAt: '2026-06-30T15:59:00.000Z',
      pointRequired: true,
      pointsPerEntry: 50,
      entriesPerPerson: 3,
      uploadImages: true,
      uploadReceipts: false,
      linkUrl: false,
      gotDropdown: true,
      dropdownTitle: { en: 'Your state', bm: 'Negeri anda' },
      options: [{ label: { en: 'Selangor', bm: 'Selangor BM' } }, { label: { en: 'Johor', bm: 'Johor BM' } }],
      steps: [
        { instructions: { en: 'Step 1', bm: 'Langkah 1' }, description: { en: 'Do 1', bm: 'Buat 1' } },
        { instructions: { en: 'Step 2', bm: 'Langkah 2' }, description: { en: 'Do 2', bm: 'Buat 2' } },
      ],
      prizes: [
        { title: { en: 'Stroller', bm: 'Kereta sorong' }, amount: 1 },
        { title: { en: 'Diapers', bm: 'Lampin' }, amount: 10 },
      ],
      active: true,
      entries: 0,
    })
    expect(new Set([contest.icon.en, contest.icon.bm, ...contest.prizes.map((p: { imageUrl: string }) => p.imageUrl)]).size).toBe(4)
    const image = await fetch(`${server.api}${contest.prizes[0].imageUrl.replace(/^\/api/, '')}`)
    expect(image.headers.get('content-type')).toBe('image/png')
    const { data } = await json(await get('/admin/fetch/dashboard/contest'))
    expect(data.find((c: { id: number }) => c.id === contest.id)).toEqual(contest)
    const [entry] = await auditOf(contest.id)
    expect(entry).toMatchObject({ action: 'contest.add', before: null, after: { id: contest.id, prizes: contest.prizes } })
  })

  it('takes no points when none are needed, and no dropdown when it is not ticked', async () => {
    const contest = await addContest({ pointRequired: 'false', pointsPerEntry: '70', gotDropdown: 'false' })
    expect(contest).toMatchObject({ pointRequired: false, pointsPerEntry: 0, gotDropdown: false, options: [], dropdownTitle: { en: '', bm: '' } })
  })

  const refusals: [string, Fields, number, Parameters<typeof expectError>[2]][] = [
    ['no prize', { prizes: '[]', prizeImage: [] }, 422, 'contestPrizeRequired'],
    ['no step', { steps: '[]' }, 422, 'contestStepRequired'],
    ['a step without its bm instructions', { steps: JSON.stringify([step(1), { ...step(2), instructionsBM: '  ' }]) }, 422, 'contentBothLanguages'],
    ['a step with a description in one language', { steps: JSON.stringify([{ ...step(1), descriptionBM: '' }]) }, 422, 'contentBothLanguages'],
    ['an end before the start', { endDate: '2026-05-31T23:59:00+08:00' }, 422, 'contestDatesOrder'],
    ['no bm name', { nameBM: ' ' }, 422, 'contestFormRequired'],
    ['no start date', { startDate: '' }, 422, 'contestFormRequired'],
    ['no bm icon', { campaignIconBM: new File([], 'empty.png') }, 422, 'contestFormRequired'],
    ['an icon that is not an image', { campaignIcon: new File(['<svg onload=alert(1)>'], 'icon.png', { type: 'image/png' }) }, 415, 'fileTypeNotAllowed'],
    ['a prize image that is not an image', { prizeImage: [png('p1.png'), new File(['%PDF-1.4'], 'p2.png', { type: 'image/png' })] }, 415, 'fileTypeNotAllowed'],
    ['a prize without an image', { prizeImage: [png('p1.png')] }, 422, 'contestPrizeImageRequired'],
    ['a prize pointing at any address', { prizes: JSON.stringify([{ title: 'A', titleBM: 'B', amount: 1, imageUrl: 'https://evil.example/x.png' }]) }, 422, 'contestPrizeImageRequired'],
    ['a prize amount of 0', { prizes: JSON.stringify([{ title: 'A', titleBM: 'B', amount: 0, file: 0 }]) }, 422, 'contestPrizeAmountInvalid'],
    ['the dropdown ticked with no option', { dropdownOption: '[]' }, 422, 'contestOptionRequired'],
    ['an option without its bm label', { dropdownOption: JSON.stringify([{ label: 'Johor', labelBM: '' }]) }, 422, 'contentBothLanguages'],
    ['the dropdown without its bm title', { dropdownTitleBM: '' }, 422, 'contentBothLanguages'],
    ['no entries per person', { entriesPerPerson: '0' }, 422, 'contestEntriesPerPersonInvalid'],
    ['points needed but 0 per entry', { pointsPerEntry: '0' }, 422, 'contestPointsInvalid'],
    ['a list that is not JSON', { steps: '[{' }, 422, 'contestListInvalid'],
  ]
  it.each(refusals)('refuses %s, storing nothing', async (_, overrides, status, code) => {
    const before = (await json(await get('/admin/fetch/dashboard/contest'))).data.length
    await expectError(await postForm('/admin/setting/add/contest', contestFields(overrides)), status, code)
    expect((await json(await get('/admin/fetch/dashboard/contest'))).data.length).toBe(before)
  })

  it('refuses a field the form does not have', async () => {
    await expectError(await postForm('/admin/setting/add/contest', contestFields({ active: 'false' })), 400, 'unknownField')
  })
})

describe('editing a contest', () => {
  it('keeps the icons and prize images unless replaced, reorders and replaces lists, and audits before and after', async () => {
    const contest = await addContest()
    const [selangor, johor] = contest.options as { id: number }[]
    const fields = contestFields({
        name: 'Photo contest 2',
        campaignIcon: png('new.png', [1, 2, 3]),
        steps: JSON.stringify([step(3)]),
        dropdownOption: JSON.stringify([
          { id: johor!.id, label: 'Johor', labelBM: 'Johor BM' },
          { label: 'Perak', labelBM: 'Perak BM' },
          { id: selangor!.id, label: 'Selangor!', labelBM: 'Selangor BM' },
        ]),
        prizes: JSON.stringify([
          { title: 'Diapers', titleBM: 'Lampin', amount: 5, imageUrl: contest.prizes[1].imageUrl },
          { title: 'Cot', titleBM: 'Katil bayi', amount: 1, file: 0 },
        ]),
        prizeImage: [png('cot.png', [9, 9, 9])],
      })
    delete fields.campaignIconBM
    const res = await postForm('/admin/setting/edit/contest', { ...fields, id: String(contest.id) })
    expect(res.status).toBe(200)
    const edited = await json(res)
    expect(edited.name.en).toBe('Photo contest 2')
    expect(edited.icon.en).not.toBe(contest.icon.en)
    expect(edited.icon.bm).toBe(contest.icon.bm)
    expect(edited.steps.map((s: { instructions: { en: string } }) => s.instructions.en)).toEqual(['Step 3'])
    expect(edited.options).toEqual([
      { id: johor!.id, label: { en: 'Johor', bm: 'Johor BM' } },
      { id: expect.any(Number), label: { en: 'Perak', bm: 'Perak BM' } },
      { id: selangor!.id, label: { en: 'Selangor!', bm: 'Selangor BM' } },
    ])
    expect(edited.prizes).toMatchObject([
      { title: { en: 'Diapers' }, amount: 5, imageUrl: contest.prizes[1].imageUrl },
      { title: { en: 'Cot' }, amount: 1 },
    ])
    const [entry] = await auditOf(contest.id)
    expect(entry).toMatchObject({ action: 'contest.edit', before: { name: contest.name }, after: { name: edited.name } })
  })

  it('refuses the add rules on edit too, and an unknown contest', async () => {
    const contest = await addContest()
    await expectError(await postForm('/admin/setting/edit/contest', { ...contestFields({ prizes: '[]', prizeImage: [] }), id: String(contest.id) }), 422, 'contestPrizeRequired')
    const fields = contestFields()
    delete fields.campaignIcon
    delete fields.campaignIconBM
    await expectError(await postForm('/admin/setting/edit/contest', { ...fields, id: '99999' }), 404, 'contestAdminNotFound')
  })

  it('fixes the mechanics once there are entries, and keeps the options entries chose', async () => {
    const contest = await addContest()
    const [selangor, johor] = contest.options as { id: number }[]
    await insertEntry(contest.id, selangor!.id)
    const fields: Fields = { ...contestFields(), id: String(contest.id) }
    delete fields.campaignIcon
    delete fields.campaignIconBM
    const options = (list: object[]) => JSON.stringify(list)
    const prizes = JSON.stringify(contest.prizes.map((p: { title: { en: string; bm: string }; amount: number; imageUrl: string }) => ({ title: p.title.en, titleBM: p.title.bm, amount: p.amount, imageUrl: p.imageUrl })))
    const keep = { prizes, prizeImage: [] }
    await expectError(await postForm('/admin/setting/edit/contest', { ...fields, ...keep, uploadReceipts: 'true' }), 409, 'contestMechanicsLocked')
    await expectError(await postForm('/admin/setting/edit/contest', { ...fields, ...keep, dropdownOption: options([{ id: johor!.id, label: 'J', labelBM: 'J' }]) }), 409, 'contestOptionInUse')
    const res = await postForm('/admin/setting/edit/contest', { ...fields, ...keep, entriesPerPerson: '5', dropdownOption: options([{ id: selangor!.id, label: 'S', labelBM: 'S' }]) })
    expect(res.status).toBe(200)
    expect(await json(res)).toMatchObject({ entriesPerPerson: 5, entries: 1, options: [{ id: selangor!.id, label: { en: 'S' } }] })
  })
})

describe('showing and hiding a contest', () => {
  it('flips it each time, audits show and hide, and refuses an unknown id', async () => {
    const contest = await addContest()
    const hidden = await json(await postJson(server, '/admin/setting/contest/show', { id: contest.id }, admin))
    expect(hidden.active).toBe(false)
    const shown = await json(await postJson(server, '/admin/setting/contest/show', { id: contest.id }, admin))
    expect(shown.active).toBe(true)
    expect((await auditOf(contest.id)).map((a) => a.action)).toEqual(['contest.show', 'contest.hide', 'contest.add'])
    await expectError(await postJson(server, '/admin/setting/contest/show', { id: 99999 }, admin), 404, 'contestAdminNotFound')
  })

  it('is for dev admins only: a member or a superadmin is refused', async () => {
    const member = await insertShopper(server)
    const superadmin = await adminToken(server, 'superadmin')
    expect((await postForm('/admin/setting/add/contest', contestFields(), bearer(member.token))).status).toBe(403)
    expect((await postForm('/admin/setting/add/contest', contestFields(), bearer(superadmin))).status).toBe(403)
    expect((await get('/admin/fetch/dashboard/contest', bearer(member.token))).status).toBe(403)
  })
})
