import { createRoute, z } from '@hono/zod-openapi'
import { type ScanCredit, ScanCreditSchema } from '../../domain/scan.ts'
import { extractCodeCandidates, isValidUniqueCode, normaliseCode, UNIQUE_CODE_LENGTH } from '../../domain/unique-code.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { requireMember } from '../http/auth.ts'
import { createRouter, errorResponse, jsonBody, jsonContent } from '../http/openapi.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { hashRequest, runOnce } from '../services/idempotency.ts'
import { balanceOf } from '../services/ledger.ts'
import { creditCode } from '../services/scan-credit.ts'
import { detectText } from '../services/vision.ts'

const Tags = ['Unique codes']
/** A crop of the code box as JPEG, base64: cut at a 1080p camera's resolution, tens of kilobytes. */
const MAX_CROP_BASE64 = 300_000

const routes = {
  scancode: createRoute({
    method: 'post',
    path: '/user/scancode',
    tags: Tags,
    summary: 'Register a unique code; replays with the same Idempotency-Key answer the first result',
    security: [{ bearer: [] }],
    request: {
      headers: z.object({ 'idempotency-key': z.string().optional() }),
      body: jsonBody(
        z.strictObject({
          code: z.string().trim().max(40),
          /** The spec sends the member's id too; identity comes from the token, so it must match. */
          id: z.string().optional(),
        }),
      ),
    },
    responses: {
      200: jsonContent(ScanCreditSchema, 'Points credited'),
      409: errorResponse('codeAlreadyRegistered'),
      422: errorResponse('codeFormat or codeInvalid'),
    },
  }),
  detect: createRoute({
    method: 'post',
    path: '/scan/detect',
    tags: Tags,
    summary: 'Read a code-box crop with cloud text detection; answers the candidates that pass the check symbol',
    security: [{ bearer: [] }],
    request: { body: jsonBody(z.strictObject({ image: z.base64().max(MAX_CROP_BASE64) })) },
    responses: {
      200: jsonContent(z.object({ candidates: z.array(z.string()) }), 'Valid candidates, best first (maybe none)'),
      503: errorResponse('scanUnavailable: not configured, slow or failing; read it on the phone instead'),
    },
  }),
}

export function codeRoutes(deps: AppDeps) {
  const { db, clock, config, push } = deps
  const perMember = (limit: number) => rateLimit(clock, { limit, windowMs: 60_000, key: (c) => `member:${c.get('member').id}` })
  const app = createRouter()

  app.openapi({ ...routes.scancode, middleware: [requireMember(deps), perMember(60)] }, async (c) => {
    const member = c.get('member')
    const body = c.req.valid('json')
    if (body.id !== undefined && body.id !== member.uuid) throw new ApiError(403, 'forbidden')
    const code = normaliseCode(body.code)
    if (code.length !== UNIQUE_CODE_LENGTH) throw new ApiError(422, 'codeFormat')
    // A code that fails its check symbol cannot exist: no need to look it up.
    if (!isValidUniqueCode(code)) throw new ApiError(422, 'codeInvalid')
    const at = clock.now()
    const scope = { memberId: member.id, route: 'scancode', key: c.req.valid('header')['idempotency-key'], requestHash: hashRequest(code), at }
    const answer = await runOnce<ScanCredit>(db, scope, async (trx) => {
      const credit = await creditCode(trx, member.id, code, at)
      return { status: 200, body: { ...credit, totalPoints: await balanceOf(trx, member.id) } }
    })
    void push.sendDue() // a milestone's voucher message, now committed
    return c.json(answer.body, 200)
  })

  app.openapi({ ...routes.detect, middleware: [requireMember(deps), perMember(120)] }, async (c) => {
    const text = await detectText(config, c.req.valid('json').image)
    return c.json({ candidates: extractCodeCandidates(text) }, 200)
  })

  return app
}
