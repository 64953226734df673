import { z } from 'zod'

/**
 * First-party tracking with consent (issue 23 item 6, decisions 143-145). One event per member
 * action, the same shape on both sides: the API keeps it in its own table for the reports, and the
 * web app pushes it to the page's data layer (`window.dataLayer`) only when the member consented.
 * No third-party script is loaded by the club.
 */

/**
 * What each event carries: figures and catalogue ids only. Never a phone, an email, a name, a
 * code, an OTP, an address, nor an id that leads back to the member (an order's, a receipt's, a
 * voucher's): events of members who did not consent are kept without the member (decision 144).
 */
interface TrackingEventProperties {
  registration: Record<never, never>
  signIn: Record<never, never>
  /** The points credited and the batch (code group) the code came from. */
  codeCredited: { points: number; codeGroup: number }
  /** How many product lines the receipt lists. */
  receiptUploaded: { products: number }
  /** The shop's order (a reward redeemed): which catalogue, the points paid, how many items. */
  orderPlaced: { kind: 'item' | 'pregnant'; points: number; items: number }
  /** An e-voucher redeemed for points: its type and price. */
  voucherRedeemed: { voucherType: number; points: number }
  /** Points given to the charity. */
  pointsDonated: { points: number }
  /** A free sample asked for from the catalogue: which sample. */
  sampleRequested: { sampleId: number }
}

export type TrackingEventName = keyof TrackingEventProperties
export const TRACKING_EVENTS = [
  'registration',
  'signIn',
  'codeCredited',
  'receiptUploaded',
  'orderPlaced',
  'voucherRedeemed',
  'pointsDonated',
  'sampleRequested',
] as const satisfies readonly TrackingEventName[]

/** One event as the data layer gets it: `{ event: 'codeCredited', points: 10, codeGroup: 3 }`. */
export type TrackingEvent = { [N in TrackingEventName]: { event: N } & TrackingEventProperties[N] }[TrackingEventName]

/** Events are deleted once this many days old: a year back and a month over, for a report that compares a month with the same one a year before. */
export const TRACKING_RETENTION_DAYS = 400

/** The member's choice, made in the profile; off until given, withdrawable at any time. */
export const TrackingConsentSchema = z.strictObject({ consent: z.boolean() }).meta({ id: 'TrackingConsent' })
