import { type FeedbackAnswer, checkFeedback, type SurveyQuestion, withBrandName } from '../../domain/sample-survey.ts'
import { FEEDBACK_POINTS, feedbackDue, type StoredAnswer } from '../../domain/samples.ts'
import type { Database } from '../db/connection.ts'
import { insertFeedback, sampleOrderForFeedback } from '../db/sample-orders.ts'
import { feedbackGiven, surveyQuestionsFor } from '../db/sample-survey.ts'
import { ApiError } from '../http/api-error.ts'
import { appendToLedger, balanceOf } from './ledger.ts'
import { mayEarn } from './membership.ts'

/** The survey asked about a sample of this brand and size, as its member reads it. */
export async function surveyFor(db: Database, brandId: number, sizeId: number, brandName: string): Promise<SurveyQuestion[]> {
  return (await surveyQuestionsFor(db, brandId, sizeId)).map((q) => withBrandName(q, brandName))
}

export interface SampleFeedback {
  memberId: number
  orderId: string
  received: boolean
  answers: readonly FeedbackAnswer[]
  at: Date
}

/**
 * Records a member's feedback on one of their sample orders, inside the caller's write transaction
 * (spec 2 §5, DECISIONS "Sample feedback"): the order must be theirs, delivered at least 7 days ago
 * and not answered before. A sample that came is answered in full, checked against the questions
 * for its brand and size as they are now, and earns FEEDBACK_POINTS; one that never came is kept
 * with no answers and no points, for staff to follow up. The order's feedback row and the ledger's
 * (sampleFeedback, order id) key each hold once, so racing answers credit once.
 */
export async function giveSampleFeedback(trx: Database, f: SampleFeedback): Promise<{ points: number; totalPoints: number }> {
  const order = await sampleOrderForFeedback(trx, f.memberId, f.orderId)
  if (!order) throw new ApiError(404, 'orderNotFound')
  if (order.deliveredAt === null) throw new ApiError(409, 'sampleNotDelivered')
  if (!feedbackDue(order.deliveredAt, f.at)) throw new ApiError(409, 'feedbackTooEarly')
  if (await feedbackGiven(trx, f.orderId)) throw new ApiError(409, 'feedbackAlreadyGiven')

  let answers: StoredAnswer[] = []
  if (f.received) {
    const check = checkFeedback(await surveyFor(trx, order.brandId, order.sizeId, order.brandName), f.answers)
    if (!check.ok) throw new ApiError(422, check.code)
    answers = check.answers
  }
  const row = { orderId: f.orderId, memberId: f.memberId, received: f.received ? 1 : 0, answers: JSON.stringify(answers), createdAt: f.at.toISOString() } as const
  if (!(await insertFeedback(trx, row))) throw new ApiError(409, 'feedbackAlreadyGiven')
  // The answers are kept either way; a member whose membership ended earns nothing for them.
  const points = f.received && (await mayEarn(trx, f.memberId, f.at)) ? FEEDBACK_POINTS : 0
  if (points) await appendToLedger(trx, { memberId: f.memberId, points, source: 'sampleFeedback', reference: f.orderId, at: f.at })
  return { points, totalPoints: await balanceOf(trx, f.memberId) }
}
