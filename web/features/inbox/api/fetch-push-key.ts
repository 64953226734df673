import { fetchPushKey as route } from '../../../../domain/contract/push.ts'
import { callApi } from '../../../lib/call-api.ts'

/** The key to subscribe with; null when the club sends no notifications. */
export const fetchPushKey = () => callApi(route, {}, { showError: false })
