import { type Kysely, sql } from 'kysely'

/**
 * Addresses saved before area names were written as Malaysians write them (domain/area-names.ts)
 * hold "Wp Kuala Lumpur": they read "WP Kuala Lumpur" like every new one, and the API accepts them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update addresses set state = 'WP ' || substr(state, 4) where substr(state, 1, 3) = 'Wp '`.execute(db)
}
