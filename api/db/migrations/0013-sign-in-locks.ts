import type { Kysely } from 'kysely'

/**
 * Failed sign-ins and locks move to a table of their own, keyed by account and client address:
 * a member's lock holds wherever they sign in from (address ''), an admin's only for the address
 * that failed, so a stranger cannot lock the back office out. The old counters on members and
 * admins go; locks in force at the upgrade (30 minutes at most) are lifted with them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_locks')
    .addColumn('account', 'text', (c) => c.notNull()) // 'member:<id>' or 'admin:<id>'
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failed', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addPrimaryKeyConstraint('sign_in_locks_key', ['account', 'address'])
    .execute()
  for (const table of ['members', 'admins']) {
    await db.schema.alterTable(table).dropColumn('failed_logins').execute()
    await db.schema.alterTable(table).dropColumn('locked_until').execute()
  }
}
