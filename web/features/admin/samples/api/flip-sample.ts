import * as contract from '../../../../../domain/contract/admin-samples.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** Shows a hidden sample or hides a shown one; answers its state as the server saved it. */
export const flipSample = (id: number) => callApi(contract.hideSample, { json: { id } })
