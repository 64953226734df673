import type { Account, AccountEdit, AccountRow, PointHistoryRow, ReportFilter } from '../../domain/account-report.ts'
import { businessDaysWithin } from '../../domain/business-time.ts'
import type { Database } from './connection.ts'
import { matchesSearch, type Page } from './report-pages.ts'

/**
 * The accounts and point-history reports (spec 3 §2.10). Pages follow each other by the id of the
 * last row read (ids only grow): see report-pages.ts.
 */

/** Accounts registered in the filter's Malaysian days and matching its search, newest first, one page. */
export async function accountPage(db: Database, filter: ReportFilter, { before, limit }: Page<number>): Promise<AccountRow[]> {
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
export async function pointHistoryPage(db: Database, filter: ReportFilter & { memberId?: number }, { before, limit }: Page<number>): Promise<PointHistoryRow[]> {
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
