import { detectCode, scanCode } from '../../domain/contract/codes.ts'
import type { ScanCredit } from '../../domain/scan.ts'
import { extractCodeCandidates, isValidUniqueCode, normaliseCode, UNIQUE_CODE_LENGTH } from '../../domain/unique-code.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { refuseOtherMember, requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { hashRequest, runOnce } from '../services/idempotency.ts'
import { balanceOf } from '../services/ledger.ts'
import { creditCode } from '../services/scan-credit.ts'
import { detectText } from '../services/vision.ts'

export function codeRoutes(deps: AppDeps) {
  const { db, clock, config, push } = deps
  const perMember = (limit: number) => rateLimit(db, clock, { limit, windowMs: 60_000, key: (c) => `member:${c.get('member').id}` })
  const app = createRouter()

  app.openapi({ ...contractRoute(scanCode), middleware: [requireMember(deps), perMember(60)] }, async (c) => {
    const member = c.get('member')
    const body = c.req.valid('json')
    refuseOtherMember(c, body.id)
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
    // Only a milestone posts an inbox message (its voucher), now committed: push it.
    if (answer.body.voucher) void push.sendDue()
    return c.json(answer.body, 200)
  })

  app.openapi({ ...contractRoute(detectCode), middleware: [requireMember(deps), perMember(120)] }, async (c) => {
    const text = await detectText(config, c.req.valid('json').image)
    return c.json({ candidates: extractCodeCandidates(text) }, 200)
  })

  return app
}
