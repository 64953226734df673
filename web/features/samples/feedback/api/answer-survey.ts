import { answerSurvey as route } from '../../../../../domain/contract/sample-survey.ts'
import type { FeedbackAnswer } from '../../../../../domain/sample-survey.ts'
import { callApi } from '../../../../lib/call-api.ts'

/**
 * Sends a sample's feedback: whether it came and, if it did, the answers. The Idempotency-Key names
 * one attempt, so a retry after a lost answer is told the first result instead of being refused as
 * a second answer. A refusal (answered before, too early, an answer that does not fit) shows in the
 * error modal, translated by its code.
 */
export const answerSurvey = (orderId: string, received: boolean, answers: FeedbackAnswer[], idempotencyKey: string) =>
  callApi(route, { json: { orderId, received, answers }, headers: { 'idempotency-key': idempotencyKey } })
