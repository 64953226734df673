import { fetchSurvey as route } from '../../../../../domain/contract/sample-survey.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** The questions asked about a sample of this brand and size, in both languages, the brand's name filled in. */
export async function fetchSurvey(brandId: number, sizeId: number) {
  return (await callApi(route, { json: { brandId, sizeId } })).data
}
