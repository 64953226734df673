import type { NoticeFields } from '../../../../../domain/content.ts'
import * as contract from '../../../../../domain/contract/admin-notices.ts'
import { callApi } from '../../../../lib/call-api.ts'

// Refusals are shown by the form beside their fields; the list shows its own load failure.
const quiet = { showError: false }

export const fetchNotices = async () => (await callApi(contract.fetchAdminNotices, {})).data
export const addNotice = (fields: NoticeFields) => callApi(contract.addNotice, { json: fields }, quiet)
export const editNotice = (id: number, fields: NoticeFields) => callApi(contract.editNotice, { json: { id, ...fields } }, quiet)
export const deleteNotice = (id: number) => callApi(contract.deleteNotice, { json: { id } })
