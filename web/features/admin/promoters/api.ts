import type { DateRange } from '../../../../domain/code-batches.ts'
import * as contract from '../../../../domain/contract/admin-promoters.ts'
import type { PromoterEdit, PromoterFields } from '../../../../domain/promoters.ts'
import { callApi } from '../../../lib/call-api.ts'
import { saveFile } from '../../../lib/save-file.ts'

/** A dashboard page; its failure is shown on the page itself. */
export const fetchPromoterPage = (range: DateRange, before?: number) => callApi(contract.promoterDashboard, { json: { ...range, before } }, { showError: false })

/** The spec's file name for the promoter export (spec 3 §9). */
export async function downloadPromoters(range: DateRange) {
  saveFile(await callApi(contract.promoterDashboardCsv, { query: range }), 'accountReport.csv')
}

export const fetchPromoter = (id: number) => callApi(contract.fetchPromoter, { query: { id } }, { showError: false })

/** The form shows a refusal itself and keeps what was typed. */
export const addPromoter = (fields: PromoterFields) => callApi(contract.addPromoter, { json: fields }, { showError: false })
export const editPromoter = (edit: PromoterEdit) => callApi(contract.editPromoter, { json: edit }, { showError: false })
