import type { AccountEdit, ReportFilter } from '../../../../../domain/account-report.ts'
import type { MembershipExtension } from '../../../../../domain/membership.ts'
import * as contract from '../../../../../domain/contract/admin-accounts.ts'
import { callApi } from '../../../../lib/call-api.ts'
import { saveFile } from '../../../../lib/save-file.ts'

/** Report pages and their CSVs; a page's failure is shown on the page itself. */
export const fetchAccountsPage = (filter: ReportFilter, before?: number) => callApi(contract.accountReport, { json: { ...filter, before } }, { showError: false })
export const fetchPointHistoryPage = (filter: ReportFilter, before?: number) => callApi(contract.pointHistoryReport, { json: { ...filter, before } }, { showError: false })
export const fetchPointUserPage = (member: number, before?: number) => callApi(contract.pointUserReport, { json: { member, before } }, { showError: false })

export async function downloadAccounts(filter: ReportFilter) {
  saveFile(await callApi(contract.accountReportCsv, { query: filter }), 'accountReport.csv')
}
export async function downloadPointHistory(filter: ReportFilter) {
  saveFile(await callApi(contract.pointHistoryReportCsv, { query: filter }), 'pointHistoryReport.csv')
}

export const fetchAccount = (id: number) => callApi(contract.fetchAccount, { query: { id } }, { showError: false })
export const fetchMembership = (id: number) => callApi(contract.fetchMembership, { query: { id } }, { showError: false })
/** The form shows the refusal itself. */
export const extendMembership = (extension: MembershipExtension) => callApi(contract.extendMembership, { json: extension }, { showError: false })
/** The form shows the refusal by its fields. */
export const saveAccount = (edit: AccountEdit) => callApi(contract.editAccount, { json: edit }, { showError: false })
