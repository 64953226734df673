import { saveTrackingConsent as route } from '../../../../domain/contract/profile.ts'
import { callApi } from '../../../lib/call-api.ts'
import { saveMember } from './save-member.ts'

export const saveTrackingConsent = (consent: boolean) => saveMember(callApi(route, { json: { consent } }))
