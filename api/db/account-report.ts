import { sql } from 'kysely'
import type { Account, AccountEdit, AccountRow, PointHistoryRow, ReportFilter } from '../../domain/account-report.ts'
import { businessDaysWithin } from '../../domain/business-time.ts'
import type { Database } from './connection.ts'

/**
 * The accounts and point-history reports (spec 3 §2.10). Pages follow each other by the id of the
 * last row read (ids only grow), so each page is one indexed range however deep it is and a row
 * added meanwhile never shifts another into two pages. The CSV reads the same pages, one at a time.
 */

interface Page {
  before?: number
  limit: number
}

/** `%text%` for LIKE, the search's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** An email or phone search on the member aliased `m` (emails are stored lowercase, the search is lowercased). */
function matchesSearch(search: string) {
  const pattern = containing(search)
  return sql<boolean>`(${sql.ref('m.email')} like ${pattern} escape '\\' or ${sql.ref('m.number')} like ${pattern} escape '\\')`
}

/** Accounts registered in the filter's Malaysian days and matching its search, newest first, one page. */
export async function accountPage(db: Database, filter: ReportFilter, { before, limit }: Page): Promise<AccountRow[]> {
  const { from, to } = businessDaysWithin(filter)
  const rows = await db
    .selectFrom('members as m')
    .select(['m.id', 'm.name', 'm.email', 'm.number', 'm.tier', 'm.createdAt', 'm.verifiedAt'])
    .$if(from !== undefined, (q) => q.where('m.createdAt', '>=', from!))
    .$if(to !== undefined, (q) => q.where('m.createdAt', '<', to!))
    .$if(filter.search !== undefined, (q) => q.where(matchesSearch(filter.search!)))
    .$if(before !== undefined, (q) => q.where('m.id', '<', before!))
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(({ createdAt, verifiedAt, ...r }) => ({ ...r, registeredAt: createdAt, verified: verifiedAt !== null }))
}

/** Ledger rows in the filter's Malaysian days whose member matches its search, newest first, one page. */
export async function pointHistoryPage(db: Database, filter: ReportFilter & { memberId?: number }, { before, limit }: Page): Promise<PointHistoryRow[]> {
  const { from, to } = businessDaysWithin(filter)
  return db
    .selectFrom('pointsLedger as l')
    .innerJoin('members as m', 'm.id', 'l.memberId')
    .select(['l.id', 'l.memberId', 'm.name', 'l.createdAt', 'l.points', 'l.source'])
    .$if(filter.memberId !== undefined, (q) => q.where('l.memberId', '=', filter.memberId!))
    .$if(from !== undefined, (q) => q.where('l.createdAt', '>=', from!))
    .$if(to !== undefined, (q) => q.where('l.createdAt', '<', to!))
    .$if(filter.search !== undefined, (q) => q.where(matchesSearch(filter.search!)))
    .$if(before !== undefined, (q) => q.where('l.id', '<', before!))
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute()
}

/** Every page of `page`, read one after the other, for a CSV that is never held whole. */
export async function* allPages<T extends { id: number }>(page: (p: Page) => Promise<T[]>, pageSize = 1000): AsyncGenerator<T[]> {
  let before: number | undefined
  for (;;) {
    const rows = await page({ before, limit: pageSize })
    if (rows.length > 0) yield rows
    if (rows.length < pageSize) return
    before = rows.at(-1)!.id
  }
}

export function account(db: Database, id: number): Promise<Account | undefined> {
  return db.selectFrom('members').select(['id', 'name', 'email', 'number']).where('id', '=', id).executeTakeFirst()
}

/** Which of the edit's email and phone another account holds already. */
export async function takenByOthers(trx: Database, edit: AccountEdit): Promise<{ email: boolean; number: boolean }> {
  const others = await trx
    .selectFrom('members')
    .select(['email', 'number'])
    .where('id', '!=', edit.id)
    .where((eb) => eb.or([eb('email', '=', edit.email), eb('number', '=', edit.number)]))
    .execute()
  return { email: others.some((o) => o.email === edit.email), number: others.some((o) => o.number === edit.number) }
}

export async function updateAccount(trx: Database, { id, name, email, number }: AccountEdit, at: Date): Promise<void> {
  await trx.updateTable('members').set({ name, email, number, updatedAt: at.toISOString() }).where('id', '=', id).execute()
}
