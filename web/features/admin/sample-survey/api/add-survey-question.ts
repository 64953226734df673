import * as survey from '../../../../../domain/contract/sample-survey.ts'
import type { SurveyQuestionAddInput } from '../../../../../domain/sample-survey.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** Adds a question; a refusal (a brand gone meanwhile, a size of another brand) shows in the error modal. */
export function addSurveyQuestion(question: SurveyQuestionAddInput) {
  return callApi(survey.addSurveyQuestion, { json: question })
}
