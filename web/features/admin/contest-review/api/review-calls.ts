import type { ReviewQuery } from '../../../../../domain/contest-review.ts'
import type { ContestEntryStatus } from '../../../../../domain/contests.ts'
import * as contract from '../../../../../domain/contract/admin-contests.ts'
import { callApi } from '../../../../lib/call-api.ts'
import { saveFile } from '../../../../lib/save-file.ts'

/** The contest selector's choices, newest start first. */
export const fetchActivities = async () => (await callApi(contract.fetchContestActivities, {})).data

/** One page of a contest's entries in one status tab. */
export const fetchEntries = (query: ReviewQuery) => callApi(contract.fetchContestEntries, { json: query })

export const moveEntry = (entryid: number, status: ContestEntryStatus) => callApi(contract.updateContestEntry, { json: { entryid, status } })

/** An entry's screenshot or receipt. The route needs the bearer token, so an <img> cannot load it by itself; the page shows the blob instead. */
export const fetchEntryImage = (id: number, file: 'image' | 'receipt') => callApi(contract.fetchContestEntryFile, { params: { id: String(id), file } }, { showError: false })

/** Every entry of the contest with its status, saved as scanReport.csv (spec 3 §9). */
export async function downloadEntries(activityNum: number) {
  saveFile(await callApi(contract.contestEntriesCsv, { query: { activityNum } }), 'scanReport.csv')
}
