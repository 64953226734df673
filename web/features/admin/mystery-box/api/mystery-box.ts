import * as contract from '../../../../../domain/contract/admin-mystery-box.ts'
import * as vouchers from '../../../../../domain/contract/admin-vouchers.ts'
import type { MysteryCampaignFields, MysteryPrizeKind } from '../../../../../domain/mystery-box.ts'
import { callApi } from '../../../../lib/call-api.ts'

// Refusals are shown by the forms beside their fields; lists show their own load failures.
const quiet = { showError: false }

export const fetchCampaigns = async () => (await callApi(contract.fetchMysteryCampaigns, {})).data
export const fetchCampaign = (id: number) => callApi(contract.fetchMysteryCampaign, { query: { id } })
export const addCampaign = (fields: MysteryCampaignFields) => callApi(contract.addMysteryCampaign, { json: fields }, quiet)
export const editCampaign = (id: number, fields: MysteryCampaignFields) => callApi(contract.editMysteryCampaign, { json: { id, ...fields } }, quiet)
/** Uploaded voucher types a prize may give (the milestone types are made when won, never prizes). */
export const fetchPrizeVoucherTypes = async () => (await callApi(vouchers.fetchVoucherTypes, {})).data.filter((type) => type.milestone === null)

/** What the prize form sends: points or a voucher type by its kind, and an image (required to add, optional to edit). */
export interface PrizeSubmission {
  kind: MysteryPrizeKind
  points: string
  voucherTypeId: string
  nameEn: string
  nameBm: string
  weight: string
  stock: string
  image: File | null
}

const prizeForm = (s: PrizeSubmission) => ({
  kind: s.kind,
  ...(s.kind === 'points' ? { points: s.points } : { voucherTypeId: s.voucherTypeId }),
  nameEn: s.nameEn,
  nameBm: s.nameBm,
  weight: s.weight,
  stock: s.stock,
})

/** Adds a prize; the form has made sure an image is chosen. */
export const addPrize = (campaignId: number, s: PrizeSubmission, image: File) =>
  callApi(contract.addMysteryPrize, { form: { campaignId: String(campaignId), ...prizeForm(s), file: image } }, quiet)
/** Edits a prize; without a new image the current one stays. */
export const editPrize = (id: number, s: PrizeSubmission) => callApi(contract.editMysteryPrize, { form: { id: String(id), ...prizeForm(s), ...(s.image && { file: s.image }) } }, quiet)
export const runWeeklyDraw = (campaignId: number, week: string) => callApi(contract.runWeeklyDraw, { json: { campaignId, week } }, quiet)
export const runGrandDraw = (campaignId: number) => callApi(contract.runGrandDraw, { json: { campaignId } }, quiet)
export const rerunDraw = (id: number) => callApi(contract.rerunMysteryDraw, { query: { id } })
