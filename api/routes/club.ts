import { ClubSchema } from '../../domain/club.ts'
import { fetchClub } from '../../domain/contract/content.ts'
import { keptUntilWrite } from '../db/kept-until-write.ts'
import { readSetting } from '../db/settings.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { revalidatedAnswer, taggedJson } from '../http/revalidated-json.ts'
import { referralPoints, tierBonuses } from '../services/points-settings.ts'

export function clubRoutes({ db, config }: AppDeps) {
  const socialLogin = config.oidc ? { providerName: config.oidc.providerName } : null
  // Every visit reads the club's settings and only an admin changes them: made once until the next write.
  const settings = keptUntilWrite(async (db) => {
    const [club, bonuses, referral] = await Promise.all([readSetting(db, 'club', ClubSchema), tierBonuses(db), referralPoints(db)])
    return club && taggedJson({ ...club, points: { tierBonuses: bonuses, referralPoints: referral }, socialLogin })
  })
  return createRouter().openapi(contractRoute(fetchClub), async (c) => {
    const answer = await settings(db)
    if (!answer) throw new ApiError(404, 'notFound')
    return revalidatedAnswer(c, answer)
  })
}
