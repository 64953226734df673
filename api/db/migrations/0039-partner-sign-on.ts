import { type Kysely, sql } from 'kysely'

/**
 * Partner-mall sign-on (decisions 136-138). `members.partner_member_id` is the partner's id of the
 * member a club account is linked to: one club account per partner member, so a partner member's
 * sign-ins and provisioning requests raced together still make one. `partner_signatures` holds each
 * provisioning request's signature until its time window has passed, so a request is accepted once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('partner_member_id', 'text').execute()
  await db.schema
    .createIndex('members_partner_member_id')
    .unique()
    .on('members')
    .column('partner_member_id')
    .where(sql.ref('partner_member_id'), 'is not', null)
    .execute()

  await db.schema
    .createTable('partner_signatures')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('partner_signatures_expires_at').on('partner_signatures').column('expires_at').execute()
}
