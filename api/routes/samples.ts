import { fetchSamples } from '../../domain/contract/content.ts'
import { availableSamples } from '../db/content.ts'
import type { AppDeps } from '../deps.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'

export function sampleRoutes({ db }: AppDeps) {
  return createRouter().openapi(contractRoute(fetchSamples), async (c) => c.json({ data: await availableSamples(db) }, 200))
}
