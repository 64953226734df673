import { positiveInt } from '../../lib/search-params.ts'

/**
 * The contest pages' query values. The spec passes the contest in navigation state; here it travels
 * by id in the URL, so a reload or a shared link opens the same screen.
 */
export interface ActivitySearch {
  contest?: number
}
export interface SubmitSearch extends ActivitySearch {
  entries?: number
}

export const activitySearch = (search: Record<string, unknown>): ActivitySearch => ({ contest: positiveInt(search.contest) })
export const submitSearch = (search: Record<string, unknown>): SubmitSearch => ({ contest: positiveInt(search.contest), entries: positiveInt(search.entries) })
