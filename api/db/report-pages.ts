import { sql } from 'kysely'
import type { Database } from './connection.ts'

/**
 * What every back-office report shares (spec 3 §2.10): pages newest first that follow each other
 * by a keyset cursor, the last row's key, so each page is one indexed range however deep it is and
 * a row added meanwhile never shifts another into two pages; the email or phone search; and the
 * CSV's reading of every page, one at a time.
 */

/** One page: the rows older than the row `before` names (absent for the first page), at most `limit`. */
export interface Page<C> {
  before?: C
  limit: number
}

/** `%text%` for LIKE, the search's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** An email or phone search on the member aliased `m` (emails are stored lowercase, the search is lowercased). */
export function matchesSearch(search: string) {
  const pattern = containing(search)
  return sql<boolean>`(${sql.ref('m.email')} like ${pattern} escape '\\' or ${sql.ref('m.number')} like ${pattern} escape '\\')`
}

/**
 * The ids of the members a search finds, for a report whose page is first read from its own table
 * alone (the keyset's index then leads on both engines) and only then joined to the rest.
 */
export const membersMatching = (db: Database, search: string) => db.selectFrom('members as m').select('m.id').where(matchesSearch(search))

/** The cursor of a report whose ids grow with time. */
export const byId = (row: { id: number }) => row.id

/** Every page of `page`, read one after the other, for a CSV that is never held whole. */
export async function* allPages<T, C>(page: (p: Page<C>) => Promise<T[]>, cursorOf: (row: T) => C, pageSize = 1000): AsyncGenerator<T[]> {
  let before: C | undefined
  for (;;) {
    const rows = await page({ before, limit: pageSize })
    if (rows.length > 0) yield rows
    if (rows.length < pageSize) return
    before = cursorOf(rows.at(-1)!)
  }
}
