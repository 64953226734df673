import type { AuditEntity } from '../../../domain/audit.ts'
import { type Club, ClubSchema } from '../../../domain/club.ts'
import type { ClubSettings } from '../../../domain/club-settings.ts'
import * as contract from '../../../domain/contract/admin-settings.ts'
import type { Database } from '../../db/connection.ts'
import { readSetting, writeSetting } from '../../db/settings.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { AppDeps, SessionAdmin } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { recordAudit } from '../../services/audit.ts'
import { doublePointDays, referralPoints, tierBonuses, tierMultipliers } from '../../services/points-settings.ts'

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

async function clubOf(db: Database): Promise<Club> {
  const club = await readSetting(db, 'club', ClubSchema)
  if (!club) throw new ApiError(404, 'notFound')
  return club
}

async function settingsOf(db: Database): Promise<ClubSettings> {
  const [club, days, multipliers, bonuses, referral] = await Promise.all([clubOf(db), doublePointDays(db), tierMultipliers(db), tierBonuses(db), referralPoints(db)])
  return {
    brand: { name: club.name, supportEmail: club.supportEmail, supportHours: club.supportHours },
    links: { corporateLinks: club.corporateLinks, socialLinks: club.socialLinks },
    points: { doublePointDays: days, tierMultipliers: multipliers, tierBonuses: bonuses, referralPoints: referral },
  }
}

interface SectionEdit<T> {
  admin: SessionAdmin
  entity: AuditEntity
  /** The section's name, the audit row's entity id. */
  section: string
  current: (trx: Database) => Promise<T>
  write: (trx: Database, value: T) => Promise<void>
  value: T
  at: Date
}

/** One section saved in one transaction with its audit row; an edit that changes nothing is refused (422) and not logged. */
async function editSection<T>(db: Database, e: SectionEdit<T>): Promise<T> {
  return inTransaction(db, async (trx) => {
    const before = await e.current(trx)
    if (same(before, e.value)) throw new ApiError(422, 'settingsUnchanged')
    await e.write(trx, e.value)
    await recordAudit(trx, { admin: e.admin, entity: e.entity, verb: 'edit', entityId: e.section, before, after: e.value, at: e.at })
    return e.value
  })
}

/**
 * The club settings page (issue 19 §4): brand and links live in the `club` setting that GET /club
 * serves (read fresh per request, so members see an edit at once); point values in their own settings.
 */
export function adminSettingsRoutes({ db, clock }: AppDeps) {
  const app = createRouter()

  /** A part of the `club` setting, merged into it so the rest (logo, colours, footer) stays. */
  const clubPart = <K extends keyof Club>(keys: K[]) => ({
    current: async (trx: Database) => {
      const club = await clubOf(trx)
      return Object.fromEntries(keys.map((k) => [k, club[k]])) as Pick<Club, K>
    },
    write: async (trx: Database, value: Pick<Club, K>) => writeSetting(trx, 'club', { ...(await clubOf(trx)), ...value }, clock.now()),
  })
  const pointSetting = <T>(key: string, current: (trx: Database) => Promise<T>) => ({
    current,
    write: (trx: Database, value: T) => writeSetting(trx, key, value, clock.now()),
  })

  app.openapi(contractRoute(contract.fetchClubSettings), async (c) => c.json(await settingsOf(db), 200))

  app.openapi(contractRoute(contract.editBrandSettings), async (c) => {
    const value = c.req.valid('json')
    const saved = await editSection(db, { admin: c.get('admin'), entity: 'clubSettings', section: 'brand', ...clubPart(['name', 'supportEmail', 'supportHours']), value, at: clock.now() })
    return c.json(saved, 200)
  })

  app.openapi(contractRoute(contract.editLinkSettings), async (c) => {
    const value = c.req.valid('json')
    const saved = await editSection(db, { admin: c.get('admin'), entity: 'clubSettings', section: 'links', ...clubPart(['corporateLinks', 'socialLinks']), value, at: clock.now() })
    return c.json(saved, 200)
  })

  app.openapi(contractRoute(contract.editTierMultipliers), async (c) => {
    const value = c.req.valid('json')
    const saved = await editSection(db, { admin: c.get('admin'), entity: 'pointSettings', section: 'tierMultipliers', ...pointSetting('tierMultipliers', tierMultipliers), value, at: clock.now() })
    return c.json({ tierMultipliers: saved }, 200)
  })

  app.openapi(contractRoute(contract.editTierBonuses), async (c) => {
    const value = c.req.valid('json')
    const saved = await editSection(db, { admin: c.get('admin'), entity: 'pointSettings', section: 'tierBonuses', ...pointSetting('tierBonuses', tierBonuses), value, at: clock.now() })
    return c.json({ tierBonuses: saved }, 200)
  })

  return app.openapi(contractRoute(contract.editReferralPoints), async (c) => {
    const value = c.req.valid('json')
    const saved = await editSection(db, { admin: c.get('admin'), entity: 'pointSettings', section: 'referralPoints', ...pointSetting('referralPoints', referralPoints), value, at: clock.now() })
    return c.json({ referralPoints: saved }, 200)
  })
}
