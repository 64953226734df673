import { fetchClub } from '../../domain/contract/content.ts'
import { ClubSchema } from '../../domain/club.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { readSetting } from '../db/settings.ts'

export function clubRoutes({ db }: AppDeps) {
  return createRouter().openapi(contractRoute(fetchClub), async (c) => {
    const club = await readSetting(db, 'club', ClubSchema)
    if (!club) throw new ApiError(404, 'notFound')
    return c.json(club, 200)
  })
}
