import { fetchContentPage, fetchNotices } from '../../domain/contract/content.ts'
import { contentPage, noticesShowing } from '../db/content.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { revalidatedJson } from '../http/revalidated-json.ts'

export function contentRoutes({ db, clock }: AppDeps) {
  const app = createRouter()

  app.openapi(contractRoute(fetchNotices), async (c) => revalidatedJson(c, { data: await noticesShowing(db, c.req.valid('query').kind, clock.now()) }))

  return app.openapi(contractRoute(fetchContentPage), async (c) => {
    const page = await contentPage(db, c.req.valid('param').slug)
    if (!page) throw new ApiError(404, 'notFound')
    return revalidatedJson(c, page)
  })
}
