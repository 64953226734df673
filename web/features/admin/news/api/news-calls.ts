import * as contract from '../../../../../domain/contract/admin-content.ts'
import { callApi } from '../../../../lib/call-api.ts'

/** Every news item, shown or hidden, newest first. */
export const fetchAdminNews = async () => (await callApi(contract.fetchAdminNews, {})).data

/** Shows a hidden item or hides a shown one; answers the item as the server saved it. */
export const flipNews = (id: number) => callApi(contract.showNews, { json: { id } })

/** Deletes an item for good (the dashboard has asked for confirmation). */
export const removeNews = (id: number) => callApi(contract.removeNews, { params: { id: String(id) } })
