import { redirect } from '@tanstack/react-router'
import { useMemberStore } from '../../lib/member-store.ts'
import { positiveInt } from '../../lib/search-params.ts'

/**
 * The free-sample screens' query values, read for the routes' `validateSearch`: the choice travels
 * by id in the URL from screen to screen (as the point shop's does), so a reload or the back button
 * opens the same step.
 */

const ids = <K extends string>(search: Record<string, unknown>, keys: readonly K[]): Partial<Record<K, number>> =>
  Object.fromEntries(keys.flatMap((key) => (positiveInt(search[key]) ? [[key, positiveInt(search[key])]] : []))) as Partial<Record<K, number>>

/** `/picksample?brandId=`: a brand with several formats, whose format is to be chosen. */
export const pickSampleSearch = (search: Record<string, unknown>): { brandId?: number } => ids(search, ['brandId'])

/** `/picksize?brandId=&formatId=`. */
export const pickSizeSearch = (search: Record<string, unknown>): { brandId?: number; formatId?: number } => ids(search, ['brandId', 'formatId'])

/** `/samplesdetail?id=`: the sample, by its id. */
export const sampleDetailSearch = (search: Record<string, unknown>): { id?: number } => ids(search, ['id'])

/** `/freesample/confirm?addressId=&sampleId=`: the address picked on `/viewAddress` and the sample it is for. */
export const sampleConfirmSearch = (search: Record<string, unknown>): { addressId?: number; sampleId?: number } => ids(search, ['addressId', 'sampleId'])

/** The confirm screen's `beforeLoad`: without a sample or an address of the member's, to the dashboard (spec 2 §2). */
export function readyToConfirmSample({ addressId, sampleId }: { addressId?: number; sampleId?: number }): void {
  const address = useMemberStore.getState().member?.addresses.some((a) => a.id === addressId)
  if (!sampleId || !address) throw redirect({ to: '/dashboard', replace: true })
}
