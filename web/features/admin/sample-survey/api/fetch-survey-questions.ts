import * as survey from '../../../../../domain/contract/sample-survey.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** Every survey question, newest first, shown or hidden, with its choices. */
export async function fetchSurveyQuestions() {
  return (await callApi(survey.fetchAdminSurvey, {})).data
}
