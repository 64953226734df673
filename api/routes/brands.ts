import { createRoute, z } from '@hono/zod-openapi'
import { MemberBrandSchema } from '../../domain/catalogue.ts'
import { memberBrands } from '../db/brands.ts'
import type { AppDeps } from '../deps.ts'
import { requireMember } from '../http/auth.ts'
import { createRouter, errorResponse, jsonContent } from '../http/openapi.ts'

const fetchBrands = createRoute({
  method: 'get',
  path: '/user/brands/fetch',
  tags: ['Brands'],
  summary: "Brands with their formats and sizes, for a member's baby details",
  security: [{ bearer: [] }],
  responses: {
    200: jsonContent(z.object({ data: z.array(MemberBrandSchema) }), 'Brands that have at least one size, by name'),
    401: errorResponse('No valid session'),
  },
})

export function brandRoutes(deps: AppDeps) {
  return createRouter().openapi({ ...fetchBrands, middleware: [requireMember(deps)] }, async (c) => c.json({ data: await memberBrands(deps.db) }, 200))
}
