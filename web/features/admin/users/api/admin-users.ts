import type { AdminRole } from '../../../../../domain/admin.ts'
import * as contract from '../../../../../domain/contract/admin-users.ts'
import { callApi } from '../../../../lib/call-api.ts'

// Refusals (a weak password, a protected account) are shown in the error modal, in the admin's language.
export const fetchAdminAccounts = async () => (await callApi(contract.fetchAdminAccounts, {})).data
export const addAdminAccount = (json: { username: string; role: AdminRole; password: string }) => callApi(contract.addAdminAccount, { json })
export const disableAdminAccount = (id: number) => callApi(contract.disableAdminAccount, { json: { id } })
export const enableAdminAccount = (id: number) => callApi(contract.enableAdminAccount, { json: { id } })
export const resetAdminPassword = (id: number, password: string) => callApi(contract.resetAdminPassword, { json: { id, password } })
export const changeAdminRole = (id: number, role: AdminRole) => callApi(contract.changeAdminRole, { json: { id, role } })
