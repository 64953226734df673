import { Migrator } from 'kysely'
import type { Database } from './connection.ts'
import { migrations } from './migrations/index.ts'

/**
 * Applies the numbered, forward-only migrations that are not yet applied. Kysely records each in
 * `kysely_migration` and refuses to run if an applied one is missing from the list.
 */
export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
