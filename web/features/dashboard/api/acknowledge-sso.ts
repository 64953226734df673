import { acknowledgeSso as route } from '../../../../domain/contract/rewards.ts'
import { callApi } from '../../../lib/call-api.ts'

/** The member has read the single-sign-on notice; the API stops asking for it. */
export async function acknowledgeSso(): Promise<void> {
  await callApi(route, { json: {} }, { showError: false })
}
