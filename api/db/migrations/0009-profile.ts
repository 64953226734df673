import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // When name, race or nationality last changed through the profile: they change once in 6 months.
  await db.schema.alterTable('members').addColumn('details_updated_at', 'text').execute()
  // Every member view lists the member's addresses and babies.
  await db.schema.createIndex('addresses_member').on('addresses').columns(['member_id', 'active']).execute()
  await db.schema.createIndex('babies_member').on('babies').column('member_id').execute()
}
