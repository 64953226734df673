import { fetchPointChart as route } from '../../../domain/contract/rewards.ts'
import { callApi } from '../../lib/call-api.ts'

/** The point chart; a failure is the page's to show (offline, the service worker answers from its cache). */
export const fetchPointChart = () => callApi(route, {}, { showError: false })
