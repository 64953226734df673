import { fetchContests as route } from '../../../../domain/contract/contests.ts'
import type { Contest } from '../../../../domain/contests.ts'
import { callApi } from '../../../lib/call-api.ts'

/** Shown contests in members' order, with the household's entries used and left. */
export const fetchContests = async (): Promise<Contest[]> => (await callApi(route, {}, { showError: false })).data
