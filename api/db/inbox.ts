import type { Language } from '../../domain/languages.ts'
import { INBOX_MESSAGE_PARAMS, type InboxMessage, type InboxPost } from '../../domain/inbox.ts'
import type { Database } from './connection.ts'

/**
 * Posts a message to a member's inbox. Call it inside the write transaction that makes the event
 * happen, so the message commits with it or not at all; it is pushed after the commit
 * (services/web-push.ts).
 */
export async function postInboxMessage(trx: Database, memberId: number, message: InboxPost, at: Date): Promise<void> {
  const params = INBOX_MESSAGE_PARAMS[message.kind].parse(message.params)
  await trx.insertInto('inboxMessages').values({ memberId, kind: message.kind, params: JSON.stringify(params), readAt: null, createdAt: at.toISOString() }).execute()
}

const asMessage = (row: { id: number; kind: string; params: string; readAt: string | null; createdAt: string }) =>
  ({ id: row.id, kind: row.kind, params: JSON.parse(row.params), read: row.readAt !== null, createdAt: row.createdAt }) as InboxMessage

/** A member's messages, newest first, older than the `before` message. */
export async function inboxMessages(db: Database, memberId: number, page: { limit: number; before?: number | undefined }): Promise<InboxMessage[]> {
  let query = db.selectFrom('inboxMessages').select(['id', 'kind', 'params', 'readAt', 'createdAt']).where('memberId', '=', memberId)
  if (page.before !== undefined) query = query.where('id', '<', page.before)
  // Messages are appended as events happen, so the id is their order in time.
  const rows = await query.orderBy('id', 'desc').limit(page.limit).execute()
  return rows.map(asMessage)
}

export async function unreadMessageCount(db: Database, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('inboxMessages')
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where('memberId', '=', memberId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.unread)
}

/** Marks one of the member's messages read (the first time only); false when they have no such message. */
export async function markMessageRead(db: Database, memberId: number, id: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('inboxMessages')
    .set((eb) => ({ readAt: eb.fn.coalesce('readAt', eb.val(at.toISOString())) }))
    .where('id', '=', id)
    .where('memberId', '=', memberId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Removes one of the member's messages; false when they have no such message. */
export async function removeMessage(db: Database, memberId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('inboxMessages').where('id', '=', id).where('memberId', '=', memberId).executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

export async function clearInbox(db: Database, memberId: number): Promise<void> {
  await db.deleteFrom('inboxMessages').where('memberId', '=', memberId).execute()
}

/** A message waiting to be pushed, with its member's language. */
export interface DuePush {
  id: number
  memberId: number
  language: Language
  message: InboxPost
  createdAt: string
}

/** Messages written and not yet pushed, oldest first. */
export async function duePushes(db: Database, limit: number): Promise<DuePush[]> {
  const rows = await db
    .selectFrom('inboxMessages as i')
    .innerJoin('members as m', 'm.id', 'i.memberId')
    .select(['i.id', 'i.memberId', 'i.kind', 'i.params', 'i.createdAt', 'm.language'])
    .where('i.pushDue', '=', 1)
    .orderBy('i.id')
    .limit(limit)
    .execute()
  return rows.map((r) => ({ id: r.id, memberId: r.memberId, language: r.language, message: { kind: r.kind, params: JSON.parse(r.params) } as InboxPost, createdAt: r.createdAt }))
}

/** Takes a message's push on: of several senders (or processes) exactly one gets true. */
export async function claimPush(db: Database, id: number): Promise<boolean> {
  const result = await db.updateTable('inboxMessages').set({ pushDue: 0 }).where('id', '=', id).where('pushDue', '=', 1).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
