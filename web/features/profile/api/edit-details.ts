import { editDetails as route } from '../../../../domain/contract/profile.ts'
import type { DetailsEdit } from '../../../../domain/profile.ts'
import { callApi } from '../../../lib/call-api.ts'
import { saveMember } from './save-member.ts'

export const editDetails = (details: DetailsEdit) => saveMember(callApi(route, { json: details }))
