import { answerSurvey, fetchSurvey } from '../../domain/contract/sample-survey.ts'
import { brandNameOf } from '../db/sample-survey.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { refuseOtherMember, requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { hashRequest, runOnce } from '../services/idempotency.ts'
import { giveSampleFeedback, surveyFor } from '../services/sample-feedback.ts'

/** The free-sample survey as members answer it (spec 2 §5, §7). */
export function sampleSurveyRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)
  const answerLimit = rateLimit(db, clock, { limit: 30, windowMs: 60_000, key: (c) => `member:${c.get('member').id}` })
  const app = createRouter()

  app.openapi({ ...contractRoute(fetchSurvey), middleware: [member] }, async (c) => {
    const { brandId, sizeId } = c.req.valid('json')
    const brandName = await brandNameOf(db, brandId)
    if (brandName === undefined) throw new ApiError(404, 'brandNotFound')
    return c.json({ data: await surveyFor(db, brandId, sizeId, brandName) }, 200)
  })

  // One transaction: the checks, the feedback row and the credit; a replayed Idempotency-Key gets the first answer.
  app.openapi({ ...contractRoute(answerSurvey), middleware: [member, answerLimit] }, async (c) => {
    const memberId = c.get('member').id
    const { id, orderId, received, answers } = c.req.valid('json')
    refuseOtherMember(c, id)
    const at = clock.now()
    const scope = { memberId, route: answerSurvey.path, key: c.req.valid('header')['idempotency-key'], requestHash: hashRequest({ orderId, received, answers }), at }
    const answer = await runOnce(db, scope, async (trx) => ({ status: 200, body: await giveSampleFeedback(trx, { memberId, orderId, received, answers, at }) }))
    return c.json(answer.body, 200)
  })

  return app
}
