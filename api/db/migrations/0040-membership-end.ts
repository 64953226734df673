import { type Kysely, sql } from 'kysely'

/**
 * Membership end (domain/membership.ts, decision 141): `membership_extended_to` is the later end a
 * back-office admin set (null: the rule's end); `membership_notice_for` is the end the member was
 * last told about, so the 30-day notice goes once per end, and again only when the end moves.
 * Three indexes let the notice job read only the members near an end. Tier gifts need no table: the ledger's (member, source, reference) key credits each once
 * (decision 139).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('membership_extended_to', 'text').execute()
  await db.schema.alterTable('members').addColumn('membership_notice_for', 'text').execute()
  // The notice job's candidates: members whose youngest child, due date or extension is near an end.
  await db.schema.createIndex('babies_birth_date').on('babies').column('birth_date').execute()
  await db.schema.createIndex('members_pregnant_edb').on('members').column('edb').where(sql.ref('pregnancy_stage'), '=', sql.lit('pregnant')).execute()
  await db.schema.createIndex('members_membership_extended_to').on('members').column('membership_extended_to').where(sql.ref('membership_extended_to'), 'is not', null).execute()
}
