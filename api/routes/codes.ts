import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { detectCode, scanCode } from '../../domain/contract/codes.ts'
import { networkOf } from '../../domain/fraud-signals.ts'
import { DETECT_PER_MINUTE, type ScanCredit } from '../../domain/scan.ts'
import { extractCodeCandidates, isValidUniqueCode, normaliseCode, UNIQUE_CODE_LENGTH } from '../../domain/unique-code.ts'
import { recordCodeRefusal } from '../db/fraud-signals.ts'
import { recordEvent } from '../db/tracking-events.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { refuseOtherMember, requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { hashRequest, runOnce } from '../services/idempotency.ts'
import { balanceOf } from '../services/ledger.ts'
import { refuseEndedMembership } from '../services/membership.ts'
import { CodeRefusal, creditCode, type ScanOrigin } from '../services/scan-credit.ts'
import { detectText } from '../services/vision.ts'
import { DEVICE_COOKIE } from '../http/member-sign-in.ts'

/** The longest device cookie kept: the club's are 43 characters; anything far longer was not made by it. */
const DEVICE_MAX_LENGTH = 100

/** Where a submission came from, for the fraud signals: the client's network and the browser's device cookie. */
function originOf(c: Context<AppEnv>): ScanOrigin {
  const device = getCookie(c, DEVICE_COOKIE)
  return { network: networkOf(c.get('client').address) ?? null, device: device && device.length <= DEVICE_MAX_LENGTH ? device : null }
}

export function codeRoutes(deps: AppDeps) {
  const { db, clock, config, push, logger } = deps
  const perMember = (limit: number) => rateLimit(db, clock, { limit, windowMs: 60_000, key: (c) => `member:${c.get('member').id}` })
  const app = createRouter()

  app.openapi({ ...contractRoute(scanCode), middleware: [requireMember(deps), perMember(60)] }, async (c) => {
    const member = c.get('member')
    const body = c.req.valid('json')
    refuseOtherMember(c, body.id)
    const code = normaliseCode(body.code)
    const at = clock.now()
    const origin = originOf(c)
    let answer
    try {
      if (code.length !== UNIQUE_CODE_LENGTH) throw new CodeRefusal('format')
      // A code that fails its check symbol cannot exist: no need to look it up.
      if (!isValidUniqueCode(code)) throw new CodeRefusal('checkSymbol')
      const scope = { memberId: member.id, route: 'scancode', key: c.req.valid('header')['idempotency-key'], requestHash: hashRequest(code), at }
      answer = await runOnce<ScanCredit>(db, scope, async (trx) => {
        await refuseEndedMembership(trx, member.id, at)
        const credit = await creditCode(trx, member.id, code, at, origin)
        await recordEvent(trx, member.id, { event: 'codeCredited', points: credit.points, codeGroup: credit.code_group }, at)
        return { status: 200, body: { ...credit, totalPoints: await balanceOf(trx, member.id) } }
      })
    } catch (error) {
      // The refusal rolled back with its transaction: logged on its own, and a failure to log never changes the answer.
      if (error instanceof CodeRefusal) {
        await recordCodeRefusal(db, { memberId: member.id, code, reason: error.reason, ...origin, at }).catch((e: Error) => logger.error('code_refusal_not_logged', { error: e.message }))
      }
      throw error
    }
    // Only a milestone posts an inbox message (its voucher), now committed: push it.
    if (answer.body.voucher) void push.sendDue()
    return c.json(answer.body, 200)
  })

  app.openapi({ ...contractRoute(detectCode), middleware: [requireMember(deps), perMember(DETECT_PER_MINUTE)] }, async (c) => {
    const text = await detectText(config, c.req.valid('json').image)
    return c.json({ candidates: extractCodeCandidates(text) }, 200)
  })

  return app
}
