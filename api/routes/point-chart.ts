import { fetchPointChart } from '../../domain/contract/rewards.ts'
import { keptUntilWrite } from '../db/kept-until-write.ts'
import { pointChartSkus } from '../db/point-chart.ts'
import type { AppDeps } from '../deps.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { revalidatedAnswer, taggedJson } from '../http/revalidated-json.ts'
import { doublePointDays } from '../services/points-settings.ts'

export function pointChartRoutes({ db }: AppDeps) {
  // Every visit reads the chart and only an admin changes it: made once until the next write.
  const chart = keptUntilWrite(async (db) => taggedJson({ skus: await pointChartSkus(db), doublePointDays: await doublePointDays(db) }))
  return createRouter().openapi(contractRoute(fetchPointChart), async (c) => revalidatedAnswer(c, await chart(db)))
}
