import { businessDate } from '../../domain/business-time.ts'
import { TRACKING_RETENTION_DAYS, type TrackingEvent } from '../../domain/tracking.ts'
import type { Database } from './connection.ts'

/**
 * Records one member action inside the caller's write transaction, so it commits (or rolls back)
 * with the action, and a replayed request (same Idempotency-Key) records nothing. One statement:
 * the member's consent is read by the insert itself, keeping the member and the time only when
 * given; otherwise the event, its figures and the Malaysian day alone (decision 144).
 */
export async function recordEvent(trx: Database, memberId: number, { event, ...properties }: TrackingEvent, at: Date): Promise<void> {
  const day = businessDate(at)
  await trx
    .insertInto('trackingEvents')
    .columns(['memberId', 'name', 'properties', 'day', 'at'])
    .expression((db) =>
      db
        .selectFrom('members')
        .select((eb) => [
          eb.case().when('trackingConsent', '=', 1).then(eb.ref('id')).else(null).end().as('memberId'),
          eb.val(event).as('name'),
          eb.val(JSON.stringify(properties)).as('properties'),
          eb.val(day).as('day'),
          eb.case().when('trackingConsent', '=', 1).then(eb.val(at.toISOString())).else(null).end().as('at'),
        ])
        .where('id', '=', memberId),
    )
    .execute()
}

/** Gives or withdraws the member's consent; a withdrawal lets go of their past events too, which stay counted without them. */
export async function saveTrackingConsent(trx: Database, memberId: number, consent: boolean, at: Date): Promise<void> {
  const now = at.toISOString()
  await trx.updateTable('members').set({ trackingConsent: consent ? 1 : 0, trackingConsentAt: now, updatedAt: now }).where('id', '=', memberId).execute()
  if (!consent) await trx.updateTable('trackingEvents').set({ memberId: null, at: null }).where('memberId', '=', memberId).execute()
}

/** Deletes events older than the retention period, answering how many; running it twice is harmless. */
export async function purgeTrackingEvents(db: Database, at: Date): Promise<number> {
  const result = await db.deleteFrom('trackingEvents').where('day', '<', businessDate(new Date(at.getTime() - TRACKING_RETENTION_DAYS * 86_400_000))).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Each event's count per Malaysian day of the range, and how many were of consenting members: one range read of the (day, name) index. */
export async function trackingCounts(db: Database, range: { from: string; to: string }) {
  const rows = await db
    .selectFrom('trackingEvents')
    .select((eb) => ['day', 'name', eb.fn.countAll<number | string>().as('count'), eb.fn.count<number | string>('memberId').as('consented')])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy(['day', 'name'])
    .execute()
  return rows.map((r) => ({ date: r.day, event: r.name, count: Number(r.count), consented: Number(r.consented) }))
}
