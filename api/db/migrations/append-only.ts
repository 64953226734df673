import { type Kysely, sql } from 'kysely'
import { engineOf } from '../connection.ts'

/** Makes a table refuse every update and delete, on either engine: corrections are new rows. */
export async function makeAppendOnly(db: Kysely<unknown>, table: string): Promise<void> {
  const message = `${table} is append-only`
  if (engineOf(db) === 'sqlite') {
    for (const event of ['update', 'delete'])
      await sql`create trigger ${sql.id(`${table}_no_${event}`)} before ${sql.raw(event)} on ${sql.table(table)}
        begin select raise(abort, ${sql.lit(message)}); end`.execute(db)
    return
  }
  await sql`create function ${sql.id(`${table}_append_only`)}() returns trigger language plpgsql as $$
    begin raise exception ${sql.lit(message)}; end $$`.execute(db)
  await sql`create trigger ${sql.id(`${table}_no_change`)} before update or delete on ${sql.table(table)}
    for each row execute function ${sql.id(`${table}_append_only`)}()`.execute(db)
}
