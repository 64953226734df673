import type { Kysely } from 'kysely'

/**
 * Membership end (domain/membership.ts, decision 141): `membership_extended_to` is the later end a
 * back-office admin set (null: the rule's end); `membership_notice_for` is the end the member was
 * last told about, so the 30-day notice goes once per end, and again only when the end moves.
 * Tier gifts need no table: the ledger's (member, source, reference) key credits each once
 * (decision 139).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('membership_extended_to', 'text').execute()
  await db.schema.alterTable('members').addColumn('membership_notice_for', 'text').execute()
}
