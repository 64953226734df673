import { fetchMemberBrands } from '../../domain/contract/content.ts'
import { memberBrands } from '../db/brands.ts'
import type { AppDeps } from '../deps.ts'
import { requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'

export function brandRoutes(deps: AppDeps) {
  return createRouter().openapi({ ...contractRoute(fetchMemberBrands), middleware: [requireMember(deps)] }, async (c) => c.json({ data: await memberBrands(deps.db) }, 200))
}
