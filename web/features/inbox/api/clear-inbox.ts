import { clearInbox as route } from '../../../../domain/contract/inbox.ts'
import { callApi } from '../../../lib/call-api.ts'

export const clearInbox = () => callApi(route, {})
