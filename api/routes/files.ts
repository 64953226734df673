import { fetchPublicFile } from '../../domain/contract/system.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
}

export function fileRoutes({ files }: AppDeps) {
  return createRouter().openapi(contractRoute(fetchPublicFile), async (c) => {
    const { name } = c.req.valid('param')
    const type = TYPES[name.split('.').pop() ?? '']
    const data = type ? await files.read('public', name) : undefined
    if (!type || !data) throw new ApiError(404, 'notFound')
    return c.body(new Uint8Array(data), 200, {
      'Content-Type': type,
      // Names are never reused, so a day's caching is safe; an SVG may not run scripts.
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    })
  })
}
