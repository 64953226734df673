import * as survey from '../../../../../domain/contract/sample-survey.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** Shows a hidden question or hides a shown one; answers its state as the server saved it. */
export function flipSurveyQuestion(id: number) {
  return callApi(survey.showSurveyQuestion, { json: { id } })
}
