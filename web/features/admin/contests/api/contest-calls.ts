import * as contract from '../../../../../domain/contract/admin-contests.ts'
import { callApi } from '../../../../lib/call-api.ts'

type Flag = 'true' | 'false'

/** The contest form as sent, under the spec's payload names (spec 3 §3; decision 116). */
export type ContestSubmission = {
  name: string
  nameBM: string
  description: string
  descriptionBM: string
  startDate: string
  endDate: string
  pointRequired: Flag
  pointsPerEntry: string
  entriesPerPerson: string
  uploadImages: Flag
  uploadReceipts: Flag
  linkURL: Flag
  gotDropdown: Flag
  dropdownTitle: string
  dropdownTitleBM: string
  dropdownOption: string
  steps: string
  prizes: string
  prizeImage: File[]
  campaignIcon?: File
  campaignIconBM?: File
}

// Refusals are shown by the form, beside the field they are about where there is one.
const quiet = { showError: false }

/** Every contest, shown or hidden, newest start first. */
export const fetchAdminContests = async () => (await callApi(contract.fetchAdminContests, {})).data

/** Shows a hidden contest or hides a shown one; answers it as the server saved it. */
export const flipContest = (id: number) => callApi(contract.showContest, { json: { id } })

export const addContest = ({ campaignIcon, campaignIconBM, ...fields }: ContestSubmission) =>
  callApi(contract.addContest, { form: { ...fields, campaignIcon: campaignIcon!, campaignIconBM: campaignIconBM! } }, quiet)

export const editContest = (id: number, fields: ContestSubmission) => callApi(contract.editContest, { form: { ...fields, id: String(id) } }, quiet)
