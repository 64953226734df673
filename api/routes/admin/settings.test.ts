import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeSetting } from '../../db/settings.ts'
import { demoClub } from '../../db/seed/demo-club.ts'
import { balanceOf } from '../../services/ledger.ts'
import { adminToken } from '../../test-support/admins.ts'
import { expectError } from '../../test-support/expect-error.ts'
import { json } from '../../test-support/json.ts'
import { bearer, createMember, postJson } from '../../test-support/members.ts'
import { startTestServer, type TestServer } from '../../test-support/test-server.ts'

let server: TestServer
let admin: Record<string, string>
beforeAll(async () => {
  server = await startTestServer()
  await writeSetting(server.deps.db, 'club', demoClub, server.clock.now())
  admin = bearer(await adminToken(server))
})
afterAll(() => server.close())

const PATHS = {
  fetch: '/admin/fetch/dashboard/settings',
  brand: '/admin/setting/club/brand',
  links: '/admin/setting/club/links',
  multipliers: '/admin/setting/points/tierMultipliers',
  bonuses: '/admin/setting/points/tierBonuses',
  referral: '/admin/setting/points/referral',
}
const get = (path: string, headers = admin) => fetch(`${server.api}${path}`, { headers })
const post = (path: string, body: unknown, headers = admin) => postJson(server, path, body, headers)
const lastAudit = async (entity: string, entityId: string) => (await json(await get(`/admin/fetch/audit?entity=${entity}&entityId=${entityId}`))).data[0]

const brand = { name: 'Kelab Lembut', supportEmail: 'help@lembut.example', supportHours: { en: 'Mon-Fri 9am-6pm', bm: 'Isnin-Jumaat 9 pg-6 ptg' } }
const links = {
  corporateLinks: [{ label: { en: 'About us', bm: 'Tentang kami' }, href: { en: 'https://lembut.example/about', bm: 'https://lembut.example/bm/about' } }],
  socialLinks: { facebook: 'https://facebook.com/lembut', instagram: 'https://instagram.com/lembut', youtube: 'https://youtube.com/@lembut' },
}

describe('the club settings page', () => {
  it('shows the current values, with the spec’s defaults for points nobody has set', async () => {
    const settings = await json(await get(PATHS.fetch))
    expect(settings.brand).toEqual({ name: demoClub.name, supportEmail: demoClub.supportEmail, supportHours: demoClub.supportHours })
    expect(settings.points).toMatchObject({
      tierMultipliers: { gold: 1, platinum: 1, diamond: 1 },
      tierBonuses: { gold: { welcome: null, birthday: 100 }, platinum: { welcome: 500, birthday: 200 } },
      referralPoints: { gold: { referrer: 500, referee: 100 } },
    })
    expect((await get(PATHS.fetch, {})).status).toBe(401)
  })

  it('edits the brand, which GET /club answers at once, keeps the rest of the club, and records before and after', async () => {
    const res = await post(PATHS.brand, brand)
    expect(res.status).toBe(200)
    const club = await json(await get('/club', {}))
    expect(club).toMatchObject({ ...brand, logoUrl: demoClub.logoUrl, colours: demoClub.colours })
    expect(await lastAudit('clubSettings', 'brand')).toMatchObject({
      action: 'clubSettings.edit',
      before: { name: demoClub.name, supportEmail: demoClub.supportEmail },
      after: brand,
    })
    await expectError(await post(PATHS.brand, brand), 422, 'settingsUnchanged')
    await expectError(await post(PATHS.brand, { ...brand, supportHours: { en: 'Daily', bm: ' ' } }), 422, 'settingsTextRequired')
    await expectError(await post(PATHS.brand, { ...brand, supportEmail: 'not an email' }), 422, 'settingsTextRequired')
  })

  it('edits the links, https only, and records them', async () => {
    expect((await post(PATHS.links, links)).status).toBe(200)
    expect(await json(await get('/club', {}))).toMatchObject(links)
    expect(await lastAudit('clubSettings', 'links')).toMatchObject({ before: { socialLinks: demoClub.socialLinks }, after: links })
    for (const href of ['http://lembut.example', 'javascript:alert(1)', 'lembut.example']) {
      await expectError(await post(PATHS.links, { ...links, socialLinks: { ...links.socialLinks, youtube: href } }), 422, 'settingsLinkInvalid')
    }
  })

  it('edits the tier multipliers within 1 to 10, and records them', async () => {
    const value = { gold: 1, platinum: 1.5, diamond: 2 }
    expect(await json(await post(PATHS.multipliers, value))).toEqual({ tierMultipliers: value })
    expect((await json(await get(PATHS.fetch))).points.tierMultipliers).toEqual(value)
    expect(await lastAudit('pointSettings', 'tierMultipliers')).toMatchObject({ before: { gold: 1, platinum: 1, diamond: 1 }, after: value })
    await expectError(await post(PATHS.multipliers, { ...value, diamond: 0.5 }), 422, 'settingsMultiplierInvalid')
    await expectError(await post(PATHS.multipliers, value), 422, 'settingsUnchanged')
  })

  it('edits welcome and birthday points per tier, whole and not negative, and records them', async () => {
    const value = { gold: { welcome: null, birthday: 120 }, platinum: { welcome: 600, birthday: 220 }, diamond: { welcome: 900, birthday: 320 } }
    expect(await json(await post(PATHS.bonuses, value))).toEqual({ tierBonuses: value })
    // Members read them with the club: the tier page states what is credited.
    expect((await json(await get('/club', {}))).points.tierBonuses).toEqual(value)
    expect(await lastAudit('pointSettings', 'tierBonuses')).toMatchObject({ before: { gold: { birthday: 100 } }, after: value })
    await expectError(await post(PATHS.bonuses, { ...value, platinum: { welcome: -1, birthday: 220 } }), 422, 'settingsPointsInvalid')
    await expectError(await post(PATHS.bonuses, { ...value, diamond: { welcome: 1.5, birthday: 220 } }), 422, 'settingsPointsInvalid')
  })

  it('edits referral points, which the next verified referral earns, and records them', async () => {
    const value = { gold: { referrer: 700, referee: 70 }, platinum: { referrer: 550, referee: 150 }, diamond: { referrer: 600, referee: 200 } }
    expect((await post(PATHS.referral, value)).status).toBe(200)
    expect(await lastAudit('pointSettings', 'referralPoints')).toMatchObject({ before: { gold: { referrer: 500, referee: 100 } }, after: value })

    const referrer = await createMember(server)
    await createMember(server, { referCode: referrer.referCode })
    const { id } = await server.deps.db.selectFrom('members').select('id').where('uuid', '=', referrer.uuid).executeTakeFirstOrThrow()
    expect(await balanceOf(server.deps.db, id)).toBe(700)
    // What members are told matches: the club's points, and the refer-a-friend quest.
    expect((await json(await get('/club', {}))).points.referralPoints).toEqual(value)
    const quests = await json(await postJson(server, '/quest/fetch', {}, bearer(referrer.token)))
    const referQuest = quests.data.flatMap((g: { quests: { kind: string; points: number }[] }) => g.quests).find((q: { kind: string }) => q.kind === 'referFriend')
    expect(referQuest.points).toBe(700)
    await expectError(await post(PATHS.referral, { ...value, gold: { referrer: 700 } }), 422, 'invalidInput')
  })
})
