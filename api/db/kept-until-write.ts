import { changeStampOf, type Database } from './connection.ts'

/**
 * `read`, kept for each database until anything is next written to it, then read again. For what
 * every visit asks for and only an admin's edit changes (the point chart, the club's settings).
 * The change stamp (connection.ts) is taken before reading, so what is kept is never older than
 * the stamp it is kept under. Where there is no stamp (PostgreSQL), every call reads. A read that
 * fails is not kept. What it answers is shared by every caller: it must not be changed.
 */
export function keptUntilWrite<T>(read: (db: Database) => Promise<T>): (db: Database) => Promise<T> {
  const kept = new WeakMap<Database, { stamp: string; value: Promise<T> }>()
  return (db) => {
    const stamp = changeStampOf(db)
    if (stamp === undefined) return read(db)
    const held = kept.get(db)
    if (held?.stamp === stamp) return held.value
    const value = read(db)
    kept.set(db, { stamp, value })
    value.catch(() => {
      if (kept.get(db)?.value === value) kept.delete(db)
    })
    return value
  }
}
