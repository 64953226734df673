import { type RawBuilder, sql } from 'kysely'
import { type Database, engineOf } from '../db/connection.ts'

/**
 * Makes the database refuse some writes, as a full disk or a broken constraint would: a trigger
 * on `table` that raises an error before each `event` whose new row matches `when` (written with
 * `new.`). Answers a function that takes it away again.
 */
export async function refuseWrites(db: Database, name: string, table: string, event: 'insert' | 'update', when: RawBuilder<unknown>): Promise<() => Promise<void>> {
  if (engineOf(db) === 'sqlite') {
    await sql`create trigger ${sql.id(name)} before ${sql.raw(event)} on ${sql.table(table)} when ${when} begin select raise(abort, 'refused'); end`.execute(db)
    return async () => void (await sql`drop trigger ${sql.id(name)}`.execute(db))
  }
  await sql`create function ${sql.id(name)}() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(db)
  await sql`create trigger ${sql.id(name)} before ${sql.raw(event)} on ${sql.table(table)} for each row when (${when}) execute function ${sql.id(name)}()`.execute(db)
  return async () => {
    await sql`drop trigger ${sql.id(name)} on ${sql.table(table)}`.execute(db)
    await sql`drop function ${sql.id(name)}()`.execute(db)
  }
}
