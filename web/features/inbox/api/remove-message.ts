import { removeMessage as route } from '../../../../domain/contract/inbox.ts'
import { callApi } from '../../../lib/call-api.ts'

export const removeMessage = (id: number) => callApi(route, { json: { id } })
