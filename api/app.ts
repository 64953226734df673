import { OpenAPIHono } from '@hono/zod-openapi'
import { RegExpRouter } from 'hono/router/reg-exp-router'
import type { AppDeps, AppEnv } from './deps.ts'
import { BODY_METHODS, limitBody } from './http/body-limit.ts'
import { compressAnswers } from './http/compression.ts'
import { corsPreflight } from './http/cors.ts'
import { portablePatterns } from './http/openapi.ts'
import { presetHeaders } from './http/preset-headers.ts'
import { createErrorHandler, notFoundHandler } from './http/error-handler.ts'
import { requestLog } from './http/request-log.ts'
import { readClient } from './http/trusted-proxy.ts'
import { validationHook } from './http/validation-hook.ts'
import { adminRoutes } from './routes/admin/index.ts'
import { authRoutes } from './routes/auth.ts'
import { partnerRoutes } from './routes/partner.ts'
import { brandRoutes } from './routes/brands.ts'
import { clubRoutes } from './routes/club.ts'
import { codeRoutes } from './routes/codes.ts'
import { contentRoutes } from './routes/content.ts'
import { contestRoutes } from './routes/contests.ts'
import { dashboardRoutes } from './routes/dashboard.ts'
import { docsRoutes } from './routes/docs.ts'
import { fileRoutes } from './routes/files.ts'
import { healthRoutes } from './routes/health.ts'
import { inboxRoutes } from './routes/inbox.ts'
import { manifestRoutes } from './routes/manifest.ts'
import { mysteryBoxRoutes } from './routes/mystery-box.ts'
import { newsRoutes } from './routes/news.ts'
import { pointChartRoutes } from './routes/point-chart.ts'
import { pointRoutes } from './routes/points.ts'
import { profileRoutes } from './routes/profile.ts'
import { pushRoutes } from './routes/push.ts'
import { questRoutes } from './routes/quests.ts'
import { receiptRoutes } from './routes/receipts.ts'
import { sampleSurveyRoutes } from './routes/sample-survey.ts'
import { sampleRoutes } from './routes/samples.ts'
import { shopRoutes } from './routes/shop.ts'
import { socialLoginRoutes } from './routes/social-login.ts'
import { voucherRoutes } from './routes/vouchers.ts'
import { charityRoutes } from './routes/charity.ts'

/** Builds the whole HTTP app: the API under `{api_root}`; `server.ts` adds the web app beside it. */
export function createApp(deps: AppDeps) {
  const { config, logger } = deps
  // Every request is matched by one regular expression. hono's default would fall back, silently,
  // to a tree walk costing about a microsecond a request once a single route has a parameter beside
  // a fixed name (`/receipt/:id` beside `/receipt/history`); this router refuses such a route here.
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook, router: new RegExpRouter() })
  app.onError(createErrorHandler(logger))
  app.notFound(notFoundHandler)
  // Compression last, so it sees the finished body; files the build compressed pass through.
  const { trustProxy, basePath, apiRoot, corsOrigins } = config
  app.use('*', readClient(trustProxy), requestLog(logger), presetHeaders({ assetsPath: `${basePath}assets/`, apiRoot, corsOrigins }), compressAnswers)

  const api = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  // Each only where it has work: a layer a request merely passes through still costs it.
  api.options('*', corsPreflight(config.corsOrigins))
  api.on(BODY_METHODS, '*', limitBody)
  api.route('/', healthRoutes(deps))
  api.route('/', clubRoutes(deps))
  api.route('/', contentRoutes(deps))
  api.route('/', fileRoutes(deps))
  api.route('/', authRoutes(deps))
  api.route('/', socialLoginRoutes(deps))
  api.route('/', partnerRoutes(deps))
  api.route('/', sampleRoutes(deps))
  api.route('/', sampleSurveyRoutes(deps))
  api.route('/', pointChartRoutes(deps))
  api.route('/', receiptRoutes(deps))
  api.route('/', profileRoutes(deps))
  api.route('/', pointRoutes(deps))
  api.route('/', newsRoutes(deps))
  api.route('/', questRoutes(deps))
  api.route('/', dashboardRoutes(deps))
  api.route('/', inboxRoutes(deps))
  api.route('/', pushRoutes(deps))
  api.route('/', adminRoutes(deps))
  api.route('/', brandRoutes(deps))
  api.route('/', codeRoutes(deps))
  api.route('/', shopRoutes(deps))
  api.route('/', voucherRoutes(deps))
  api.route('/', charityRoutes(deps))
  api.route('/', contestRoutes(deps))
  api.route('/', mysteryBoxRoutes(deps))

  api.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' })
  const documentHeader = {
    openapi: '3.1.0',
    info: { title: 'Kelab API', version: '1.0.0', description: 'The loyalty club API. Errors answer {error, code}.' },
    servers: [{ url: config.apiRoot }],
  }
  api.get('/openapi.json', (c) => c.json(portablePatterns(api.getOpenAPI31Document(documentHeader))))
  api.route('/', docsRoutes(config.apiRoot))

  app.route(config.apiRoot, api)
  app.route('/', manifestRoutes(deps))
  return app
}

export type App = ReturnType<typeof createApp>
