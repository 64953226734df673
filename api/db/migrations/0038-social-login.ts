import { type Kysely, sql } from 'kysely'

/**
 * Social sign-in through OpenID Connect (decisions 133-135).
 * - `social_flows`: a sign-in begun at the provider, keyed by its state; the PKCE verifier and the
 *   nonce never leave the server. Deleted when the provider's answer comes back (single use).
 * - `social_tickets`: what a callback leaves for the member's next step (a signup to fill, or a
 *   sign-in with the password that links), by the hash of the ticket the browser holds.
 * - `member_identities`: a provider's subject linked to a member; a subject is one member's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('social_flows')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('social_flows_expires').on('social_flows').column('expires_at').execute()

  await db.schema
    .createTable('social_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('signup', 'link')`))
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    // The member whose email the provider named: only they link by signing in.
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addCheckConstraint('social_tickets_member', sql`(kind = 'link') = (member_id is not null)`)
    .execute()
  await db.schema.createIndex('social_tickets_expires').on('social_tickets').column('expires_at').execute()

  await db.schema
    .createTable('member_identities')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('member_identities_subject', ['issuer', 'subject'])
    .execute()
  await db.schema.createIndex('member_identities_member').on('member_identities').column('member_id').execute()
}
