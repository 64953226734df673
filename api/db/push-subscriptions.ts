import type { Database } from './connection.ts'

export interface PushTarget {
  endpoint: string
  p256dh: string
  auth: string
}

/**
 * Keeps a device's subscription for the member and session that sent it. A browser has one
 * endpoint, so subscribing again (a new session, another member on a shared phone) moves it.
 */
export async function savePushSubscription(db: Database, device: PushTarget & { memberId: number; sessionId: number }, at: Date): Promise<void> {
  const { endpoint, ...owner } = device
  await db
    .insertInto('pushSubscriptions')
    .values({ endpoint, ...owner, createdAt: at.toISOString() })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(owner))
    .execute()
}

/** The member's own subscription only: another member's endpoint is left alone. */
export async function removePushSubscription(db: Database, memberId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('endpoint', '=', endpoint).where('memberId', '=', memberId).execute()
}

/** A subscription its push service no longer knows (404 or 410). */
export async function forgetPushSubscription(db: Database, endpoint: string): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('endpoint', '=', endpoint).execute()
}

/** The member's devices whose subscribing session is still signed in. */
export async function livePushTargets(db: Database, memberId: number, at: Date): Promise<PushTarget[]> {
  return db
    .selectFrom('pushSubscriptions as p')
    .innerJoin('memberSessions as s', 's.id', 'p.sessionId')
    .select(['p.endpoint', 'p.p256dh', 'p.auth'])
    .where('p.memberId', '=', memberId)
    .where('s.revokedAt', 'is', null)
    .where('s.expiresAt', '>', at.toISOString())
    .execute()
}
