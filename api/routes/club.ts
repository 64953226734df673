import { ClubSchema } from '../../domain/club.ts'
import { fetchClub } from '../../domain/contract/content.ts'
import { readSetting } from '../db/settings.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { revalidatedJson } from '../http/revalidated-json.ts'
import { referralPoints, tierBonuses } from '../services/points-settings.ts'

export function clubRoutes({ db, config }: AppDeps) {
  return createRouter().openapi(contractRoute(fetchClub), async (c) => {
    const [club, bonuses, referral] = await Promise.all([readSetting(db, 'club', ClubSchema), tierBonuses(db), referralPoints(db)])
    if (!club) throw new ApiError(404, 'notFound')
    const socialLogin = config.oidc ? { providerName: config.oidc.providerName } : null
    return revalidatedJson(c, { ...club, points: { tierBonuses: bonuses, referralPoints: referral }, socialLogin })
  })
}
