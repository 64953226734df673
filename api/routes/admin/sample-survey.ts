import * as contract from '../../../domain/contract/sample-survey.ts'
import { adminSurveyQuestions, brandNameOf, insertSurveyQuestion, sizeOfBrand, toggleSurveyQuestion } from '../../db/sample-survey.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { recordAudit } from '../../services/audit.ts'

/** The free-sample survey's questions in the back office (spec 3 §2.9, §3, §5). */
export function adminSampleSurveyRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = createRouter()

  app.openapi(contractRoute(contract.fetchAdminSurvey), async (c) => c.json({ data: await adminSurveyQuestions(db) }, 200))

  app.openapi(contractRoute(contract.addSurveyQuestion), async (c) => {
    const question = c.req.valid('json')
    const at = clock.now()
    const added = await inTransaction(db, async (trx) => {
      if (question.brandId !== null && (await brandNameOf(trx, question.brandId)) === undefined) throw new ApiError(404, 'brandNotFound')
      if (question.sizeId !== null && !(await sizeOfBrand(trx, question.sizeId, question.brandId!))) throw new ApiError(422, 'sizeNotInBrand')
      const [after] = await adminSurveyQuestions(trx, await insertSurveyQuestion(trx, question, at))
      await recordAudit(trx, { admin: c.get('admin'), entity: 'surveyQuestion', verb: 'add', entityId: after!.id, before: null, after, at })
      return after!
    })
    return c.json(added, 201)
  })

  app.openapi(contractRoute(contract.showSurveyQuestion), async (c) => {
    const { id } = c.req.valid('json')
    const at = clock.now()
    const active = await inTransaction(db, async (trx) => {
      const active = await toggleSurveyQuestion(trx, id, at)
      if (active === undefined) throw new ApiError(404, 'surveyQuestionNotFound')
      await recordAudit(trx, { admin: c.get('admin'), entity: 'surveyQuestion', verb: active ? 'show' : 'hide', entityId: id, before: { active: !active }, after: { active }, at })
      return active
    })
    return c.json({ id, active }, 200)
  })

  return app
}
