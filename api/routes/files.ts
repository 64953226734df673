import { createRoute, z } from '@hono/zod-openapi'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { createRouter, errorResponse } from '../http/openapi.ts'

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
}

const getPublicFile = createRoute({
  method: 'get',
  path: '/files/public/{name}',
  tags: ['Content'],
  summary: 'A public content image',
  request: { params: z.object({ name: z.string() }) },
  responses: { 200: { description: 'The image' }, 404: errorResponse('No such file') },
})

export function fileRoutes({ files }: AppDeps) {
  return createRouter().openapi(getPublicFile, async (c) => {
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
