import { fetchSamples } from '../../domain/contract/content.ts'
import { fetchSampleCatalog } from '../../domain/contract/samples.ts'
import { availableSamples } from '../db/content.ts'
import { sampleCatalog } from '../db/sample-catalogue.ts'
import type { AppDeps } from '../deps.ts'
import { requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'

/** Free samples: the signup's choice, and the catalogue a member picks a sample from (spec 2 §3, §5). */
export function sampleRoutes(deps: AppDeps) {
  const { db } = deps
  return createRouter()
    .openapi(contractRoute(fetchSamples), async (c) => c.json({ data: await availableSamples(db) }, 200))
    .openapi({ ...contractRoute(fetchSampleCatalog), middleware: [requireMember(deps)] }, async (c) => c.json(await sampleCatalog(db), 200))
}
