import * as contract from '../../../../../domain/contract/admin-samples.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** Every sample, and every brand with its formats and sizes: the dashboard's rows and the form's choices. */
export const fetchSamples = () => callApi(contract.fetchAdminSamples, {})
export type SampleList = Awaited<ReturnType<typeof fetchSamples>>
