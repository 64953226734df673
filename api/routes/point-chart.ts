import { fetchPointChart } from '../../domain/contract/rewards.ts'
import { pointChartSkus } from '../db/point-chart.ts'
import type { AppDeps } from '../deps.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { revalidatedJson } from '../http/revalidated-json.ts'
import { doublePointDays } from '../services/points-settings.ts'

export function pointChartRoutes({ db }: AppDeps) {
  return createRouter().openapi(contractRoute(fetchPointChart), async (c) =>
    revalidatedJson(c, { skus: await pointChartSkus(db), doublePointDays: await doublePointDays(db) }),
  )
}
