import Database from 'better-sqlite3'
import { E2E_DATA_DIR } from '../fixtures.ts'

/** The e2e club's SQLite file: the one the running e2e server reads and writes. */
export const CLUB_DATABASE = `${E2E_DATA_DIR}/club.sqlite`

/**
 * Runs `work` on the e2e club's SQLite file (the running server's), then closes it, even when
 * `work` throws. Writes wait up to 5 s for the server's lock.
 */
export function withClubDatabase<T>(work: (db: Database.Database) => T, { readonly = false }: { readonly?: boolean } = {}): T {
  const db = new Database(CLUB_DATABASE, { readonly })
  try {
    db.pragma('busy_timeout = 5000')
    return work(db)
  } finally {
    db.close()
  }
}
