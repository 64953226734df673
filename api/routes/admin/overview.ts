import { businessDate } from '../../../domain/business-time.ts'
import { fetchOverview } from '../../../domain/contract/admin-overview.ts'
import { overviewOf, overviewRange } from '../../../domain/overview.ts'
import { overviewCounts, tierMix } from '../../db/overview.ts'
import type { AppDeps } from '../../deps.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'

/** The overview for dev admins (issue 22 item 2): activity per Malaysian day over a range, and the tier mix. */
export function adminOverviewRoutes({ db, clock }: AppDeps) {
  const app = createRouter()

  app.openapi(contractRoute(fetchOverview), async (c) => {
    const range = overviewRange(c.req.valid('query'), businessDate(clock.now()))
    const [counted, tiers] = await Promise.all([overviewCounts(db, range), tierMix(db)])
    return c.json(overviewOf(range, counted, tiers), 200)
  })

  return app
}
