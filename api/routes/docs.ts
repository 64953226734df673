import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Hono } from 'hono'
import type { AppEnv } from '../deps.ts'

/**
 * Where Swagger UI's files are, found without loading the package: its entry point evaluates the
 * 1.7 MB browser bundle in the server at start, to export it.
 */
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
}
// Swagger UI styles some elements inline; only this page is allowed that.
const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'"

/** `{api_root}/docs`: the OpenAPI document rendered by Swagger UI, every file served from here. */
export function docsRoutes(apiRoot: string) {
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Kelab API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${apiRoot}/docs/swagger-ui.css"></head>
<body><div id="ui"></div>
<script src="${apiRoot}/docs/swagger-ui-bundle.js"></script>
<script src="${apiRoot}/docs/init.js"></script></body></html>`
  const init = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(`${apiRoot}/openapi.json`)}, dom_id: '#ui' })`
  const headers = (type: string) => ({ 'Content-Type': type, 'Content-Security-Policy': DOCS_CSP, 'Cache-Control': 'no-cache' })

  const routes = new Hono<AppEnv>()
    .get('/docs', (c) => c.body(page, 200, headers('text/html; charset=utf-8')))
    .get('/docs/init.js', (c) => c.body(init, 200, headers('text/javascript; charset=utf-8')))
  // One route per file, not `/docs/:asset`: a parameter beside init.js would put the whole API on
  // hono's slower router (api/app.ts).
  for (const [asset, type] of Object.entries(ASSETS)) {
    routes.get(`/docs/${asset}`, async (c) => {
      const data = await readFile(path.join(SWAGGER_UI_DIR, asset))
      return c.body(new Uint8Array(data), 200, { ...headers(type), 'Cache-Control': 'public, max-age=86400' })
    })
  }
  return routes
}
