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
export interface TrackingEventProperties {
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

const count = z.number().int().min(0)

/** The dev admins' tracking report: each event's count per Malaysian day of a range (its query is the overview's: `from`, `to`, at most a year). */
export const TrackingReportSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    rows: z
      .array(
        z.object({
          date: z.string().describe('Malaysian date, YYYY-MM-DD'),
          event: z.enum(TRACKING_EVENTS),
          count: count.describe('Events of that day'),
          consented: count.describe('Of them, events of members who had consented (kept with the member)'),
        }),
      )
      .describe('Each day and event with at least one event, oldest day first, events in TRACKING_EVENTS order'),
  })
  .meta({ id: 'TrackingReport' })
export type TrackingReport = z.infer<typeof TrackingReportSchema>
export type TrackingReportRow = TrackingReport['rows'][number]

/** The report from what the database counted, in its order: oldest day first, then the events' own order. */
export function trackingReportOf(range: { from: string; to: string }, counted: readonly TrackingReportRow[]): TrackingReport {
  const order = (r: TrackingReportRow) => TRACKING_EVENTS.indexOf(r.event)
  return { ...range, rows: [...counted].sort((a, b) => a.date.localeCompare(b.date) || order(a) - order(b)) }
}
