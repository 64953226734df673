import type { TrackingEvent } from '../../domain/tracking.ts'
import { useMemberStore } from './member-store.ts'

/** The page's data layer, the array a tag manager reads; the club loads no tag manager, so it is only a place a club's own tag may read from (decision 145). */
type DataLayerPage = { dataLayer?: object[] }

/**
 * Pushes a member action to the page's data layer, only when the signed-in member consented in
 * their profile (off until given). The API keeps its own first-party record of the same action
 * (domain/tracking.ts), so a page that leaves nothing here loses no report.
 */
export function track(event: TrackingEvent): void {
  if (!useMemberStore.getState().member?.trackingConsent) return
  const page = globalThis as DataLayerPage
  ;(page.dataLayer ??= []).push(event)
}
