import SQLite from 'better-sqlite3'
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely'
import type { DB } from './schema.ts'

export type Database = Kysely<DB>

/**
 * Opens the club's SQLite file. All data access goes through Kysely so the same queries can later
 * run on PostgreSQL; snake_case columns appear camelCase in code.
 */
export function openDatabase(file: string): Database {
  const sqlite = new SQLite(file)
  // WAL lets readers go on while one writer commits; NORMAL sync is safe with WAL.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] })
}
