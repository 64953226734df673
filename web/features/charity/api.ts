import { donateToWisher as donateRoute, fetchBlogs, fetchJourney, fetchTreeNews, fetchWishes } from '../../../domain/contract/charity.ts'
import { callApi } from '../../lib/call-api.ts'

/** The Wishing Tree's public reads: a failure is the section's to show, not the error modal's. */
export const fetchWishers = async () => (await callApi(fetchWishes, {}, { showError: false })).data
export const fetchJourneyAndProgress = () => callApi(fetchJourney, {}, { showError: false })
export const fetchBlogList = async () => (await callApi(fetchBlogs, {}, { showError: false })).data
export const fetchNewsForAll = async () => (await callApi(fetchTreeNews, {}, { showError: false })).data

/**
 * Donates `amount` points to a wisher. The Idempotency-Key names one confirmed donation: a double
 * tap or a retry after a lost answer donates once. A refusal shows in the error modal by its code.
 */
export const donateToWisher = (wisherId: number, amount: number, idempotencyKey: string) =>
  callApi(donateRoute, { json: { wisherId, selectedValue: amount }, headers: { 'idempotency-key': idempotencyKey } })
