import type { Kysely } from 'kysely'
import { makeAppendOnly } from './append-only.ts'

/**
 * The back office's audit log (DECISIONS "Back office"): one row per write, with who made it (the
 * admin's id and their username then), what (an action such as `news.edit`, the entity and its id)
 * and when, and the entity before and after as JSON. Rows are only ever added.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id'))
    .addColumn('admin_username', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('admin_audit_at').on('admin_audit').columns(['at', 'id']).execute()
  await makeAppendOnly(db, 'admin_audit')
  await db.schema.createIndex('admin_audit_entity').on('admin_audit').columns(['entity', 'entity_id', 'id']).execute()
}
