import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import type { Config } from './config.ts'
import type { AppEnv } from './deps.ts'

/**
 * Serves the built web app beside the API: hashed assets cached for a year, everything else
 * revalidated, and any other page path answered with `index.html` so the client router decides.
 * Paths under `{api_root}` never fall through to the page.
 */
export function serveWebApp(app: Hono<AppEnv>, config: Config) {
  const { basePath, apiRoot, webDist } = config
  const index = path.join(webDist, 'index.html')
  const isApi = (p: string) => p === apiRoot || p.startsWith(`${apiRoot}/`)

  app.use(
    `${basePath}*`,
    async (c, next) => (isApi(c.req.path) ? next() : serveStatic({
      root: path.relative(process.cwd(), webDist),
      rewriteRequestPath: (p) => p.slice(basePath.length - 1),
      // The build leaves .br and .gz beside each text file (scripts/build-web.mjs).
      precompressed: true,
      onFound: async (p, ctx) => {
        ctx.header('Cache-Control', p.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
        // A compressed copy's Content-Length is not what the page reads; the size it does read lets
        // the scan page show how far the code reader's download is (web/features/scan/ocr/load-ocr-files.ts).
        const original = /\.(br|gz)$/.test(p) ? await stat(p.slice(0, -3)).catch(() => undefined) : undefined
        if (original) ctx.header('X-Decoded-Length', String(original.size))
      },
    })(c, next)),
  )
  app.get(`${basePath}*`, async (c, next) => {
    if (isApi(c.req.path)) return next()
    if (!existsSync(index)) return c.text('The web app is not built yet: run `npm run build`.', 503)
    return c.html(await readFile(index, 'utf8'), 200, { 'Cache-Control': 'no-cache' })
  })
}
