import type { Database } from './connection.ts'
import type { SocialFlowsTable, SocialTicketsTable } from './schema.ts'

/** The SQL of social sign-in (migration 0038): flows begun at the provider, tickets for the next step, linked identities. */

export type SocialFlow = SocialFlowsTable

/** Keeps a new flow, and drops flows and tickets whose time is over (both indexed by it). */
export async function saveSocialFlow(trx: Database, flow: SocialFlow, at: Date): Promise<void> {
  const now = at.toISOString()
  await trx.deleteFrom('socialFlows').where('expiresAt', '<=', now).execute()
  await trx.deleteFrom('socialTickets').where('expiresAt', '<=', now).execute()
  await trx.insertInto('socialFlows').values(flow).execute()
}

/** The flow of this state, removed as it is read: a state is answered once, and only within its time. */
export async function takeSocialFlow(db: Database, state: string, at: Date): Promise<SocialFlow | undefined> {
  const flow = await db.deleteFrom('socialFlows').where('state', '=', state).returningAll().executeTakeFirst()
  return flow && flow.expiresAt > at.toISOString() ? flow : undefined
}

export type SocialTicket = Omit<SocialTicketsTable, 'ticketHash'>

export async function saveSocialTicket(db: Database, ticketHash: string, ticket: SocialTicket): Promise<void> {
  await db.insertInto('socialTickets').values({ ticketHash, ...ticket }).execute()
}

/** The ticket of this kind, removed as it is read (so it is used once), if its time is not over. */
export async function takeSocialTicket(trx: Database, ticketHash: string, kind: SocialTicket['kind'], at: Date): Promise<SocialTicket | undefined> {
  const ticket = await trx.deleteFrom('socialTickets').where('ticketHash', '=', ticketHash).where('kind', '=', kind).returningAll().executeTakeFirst()
  return ticket && ticket.expiresAt > at.toISOString() ? ticket : undefined
}

/** The verified member a provider's subject is linked to; a link made by a signup counts once its phone is verified. */
export async function memberOfIdentity(db: Database, issuer: string, subject: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('memberIdentities as i')
    .innerJoin('members as m', 'm.id', 'i.memberId')
    .select('m.id')
    .where('i.issuer', '=', issuer)
    .where('i.subject', '=', subject)
    .where('m.verifiedAt', 'is not', null)
    .executeTakeFirst()
  return row?.id
}

/** The verified member who has this email (lowercase), proven or not. */
export async function verifiedMemberIdByEmail(db: Database, email: string): Promise<number | undefined> {
  const row = await db.selectFrom('members').select('id').where('email', '=', email).where('verifiedAt', 'is not', null).orderBy('id').executeTakeFirst()
  return row?.id
}

/**
 * Links a subject to a member, inside the caller's transaction. A link held by a signup never
 * verified gives way (the person signed up again); one held by a verified member, or linked by
 * another request at the same moment, does not, and the answer is false. Linking the same member again changes nothing.
 */
export async function linkIdentity(trx: Database, memberId: number, issuer: string, subject: string, at: Date): Promise<boolean> {
  const held = await trx
    .selectFrom('memberIdentities as i')
    .innerJoin('members as m', 'm.id', 'i.memberId')
    .select(['i.id', 'i.memberId', 'm.verifiedAt'])
    .where('i.issuer', '=', issuer)
    .where('i.subject', '=', subject)
    .executeTakeFirst()
  if (held?.memberId === memberId) return true
  if (held?.verifiedAt) return false
  if (held) await trx.deleteFrom('memberIdentities').where('id', '=', held.id).execute()
  // Two links of one subject at once: the unique key keeps the first, the second answers false.
  const inserted = await trx
    .insertInto('memberIdentities')
    .values({ memberId, issuer, subject, createdAt: at.toISOString() })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted !== undefined
}
