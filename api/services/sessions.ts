import type { Database } from '../db/connection.ts'
import { preparedQuery } from '../db/prepared-query.ts'
import type { SessionAdmin, SessionMember } from '../deps.ts'
import { hashToken, newToken } from './tokens.ts'

/** Members stay signed in on their phone for half a year; back-office sessions last a working day. */
export const MEMBER_SESSION_DAYS = 180
export const ADMIN_SESSION_HOURS = 12

const later = (at: Date, ms: number) => new Date(at.getTime() + ms).toISOString()

export async function openMemberSession(trx: Database, memberId: number, at: Date): Promise<string> {
  const token = newToken()
  await trx
    .insertInto('memberSessions')
    .values({ tokenHash: hashToken(token), memberId, createdAt: at.toISOString(), expiresAt: later(at, MEMBER_SESSION_DAYS * 86_400_000) })
    .execute()
  return token
}

export async function openAdminSession(trx: Database, adminId: number, at: Date): Promise<string> {
  const token = newToken()
  await trx
    .insertInto('adminSessions')
    .values({ tokenHash: hashToken(token), adminId, createdAt: at.toISOString(), expiresAt: later(at, ADMIN_SESSION_HOURS * 3_600_000) })
    .execute()
  return token
}

// Every member request looks its session up.
const memberSession = preparedQuery((db, v: { tokenHash: string; now: string }) =>
  db
    .selectFrom('memberSessions as s')
    .innerJoin('members as m', 'm.id', 's.memberId')
    .select(['m.id', 'm.uuid', 's.id as sessionId'])
    .where('s.tokenHash', '=', v.tokenHash)
    .where('s.revokedAt', 'is', null)
    .where('s.expiresAt', '>', v.now),
)

export async function findMemberSession(db: Database, token: string, at: Date): Promise<SessionMember | undefined> {
  return memberSession.first(db, { tokenHash: hashToken(token), now: at.toISOString() })
}

export async function findAdminSession(db: Database, token: string, at: Date): Promise<SessionAdmin | undefined> {
  return db
    .selectFrom('adminSessions as s')
    .innerJoin('admins as a', 'a.id', 's.adminId')
    .select(['a.id', 'a.username', 'a.role'])
    .where('s.tokenHash', '=', hashToken(token))
    .where('s.revokedAt', 'is', null)
    .where('s.expiresAt', '>', at.toISOString())
    // A disabled admin's token is refused at once, even before its sessions are revoked.
    .where('a.disabledAt', 'is', null)
    .executeTakeFirst()
}

export async function revokeMemberSession(db: Database, token: string, at: Date): Promise<void> {
  await db.updateTable('memberSessions').set({ revokedAt: at.toISOString() }).where('tokenHash', '=', hashToken(token)).where('revokedAt', 'is', null).execute()
}

export async function revokeAdminSession(db: Database, token: string, at: Date): Promise<void> {
  await db.updateTable('adminSessions').set({ revokedAt: at.toISOString() }).where('tokenHash', '=', hashToken(token)).where('revokedAt', 'is', null).execute()
}

/** On a password reset every device is signed out. */
export async function revokeAllMemberSessions(trx: Database, memberId: number, at: Date): Promise<void> {
  await trx.updateTable('memberSessions').set({ revokedAt: at.toISOString() }).where('memberId', '=', memberId).where('revokedAt', 'is', null).execute()
}

/** Disabling an admin or resetting its password ends every session it has. */
export async function revokeAllAdminSessions(trx: Database, adminId: number, at: Date): Promise<void> {
  await trx.updateTable('adminSessions').set({ revokedAt: at.toISOString() }).where('adminId', '=', adminId).where('revokedAt', 'is', null).execute()
}

/** Deletes the member and admin sessions that have expired, revoked or not, answering how many. */
export async function purgeSessions(db: Database, at: Date): Promise<number> {
  const now = at.toISOString()
  const members = await db.deleteFrom('memberSessions').where('expiresAt', '<=', now).executeTakeFirst()
  const admins = await db.deleteFrom('adminSessions').where('expiresAt', '<=', now).executeTakeFirst()
  return Number(members.numDeletedRows) + Number(admins.numDeletedRows)
}
