import { type Kysely, sql } from 'kysely'

/**
 * Admin accounts (issue 22, DECISIONS "Back office (wave 2)"): a dev admin creates, disables and
 * resets other admins. Each account says who created it, when it was disabled (a disabled admin
 * cannot sign in) and when it last signed in; the bootstrap admin from the environment is marked so
 * it can never be disabled or demoted. Admins existing now all came from the environment: they are
 * marked bootstrap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('bootstrap', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('admins').addColumn('created_by', 'integer', (c) => c.references('admins.id')).execute()
  await db.schema.alterTable('admins').addColumn('disabled_at', 'text').execute()
  await db.schema.alterTable('admins').addColumn('last_sign_in_at', 'text').execute()
  await sql`update admins set bootstrap = 1`.execute(db)
}
