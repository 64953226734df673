import * as contract from '../../../../../domain/contract/admin-settings.ts'
import type { z } from 'zod'
import { callApi } from '../../../../lib/call-api.ts'

// Refusals are shown by each section beside its fields.
const quiet = { showError: false }

export const fetchSettings = () => callApi(contract.fetchClubSettings, {})
export type Settings = Awaited<ReturnType<typeof fetchSettings>>

export const saveBrand = (json: z.input<typeof contract.editBrandSettings.json>) => callApi(contract.editBrandSettings, { json }, quiet)
export const saveLinks = (json: z.input<typeof contract.editLinkSettings.json>) => callApi(contract.editLinkSettings, { json }, quiet)
export const saveTierMultipliers = (json: z.input<typeof contract.editTierMultipliers.json>) => callApi(contract.editTierMultipliers, { json }, quiet)
export const saveTierBonuses = (json: z.input<typeof contract.editTierBonuses.json>) => callApi(contract.editTierBonuses, { json }, quiet)
export const saveReferralPoints = (json: z.input<typeof contract.editReferralPoints.json>) => callApi(contract.editReferralPoints, { json }, quiet)
