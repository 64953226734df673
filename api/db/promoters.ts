import { businessDaysWithin } from '../../domain/business-time.ts'
import type { DateRange } from '../../domain/code-batches.ts'
import { type Promoter, type PromoterEdit, type PromoterFields, type PromoterOption, type PromoterRow, promoterLabel } from '../../domain/promoters.ts'
import type { Database } from './connection.ts'
import type { Page } from './report-pages.ts'

/**
 * Promoters (spec 3 §2.9, §3): the dashboard's pages, the bulk upload's choices, and the add and
 * edit. The dashboard pages by id like the reports of api/db/account-report.ts; each row counts the
 * members registered through the promoter in the filter's days by the members' promoter index.
 */

const COLUMNS = ['p.id', 'p.name', 'p.code', 'p.region', 'p.supervisorName', 'p.post', 'p.number', 'p.utmLink', 'p.createdAt'] as const

/** Promoters newest first, one page older than the row `before`, each with its members registered in the range's Malaysian days. */
export async function promoterPage(db: Database, range: DateRange, { before, limit }: Page<number>): Promise<PromoterRow[]> {
  const { from, to } = businessDaysWithin(range)
  const rows = await db
    .selectFrom('promoters as p')
    .select(COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('members as m')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.promoterId', '=', 'p.id')
        .$if(from !== undefined, (q) => q.where('m.createdAt', '>=', from!))
        .$if(to !== undefined, (q) => q.where('m.createdAt', '<', to!))
        .as('members'),
    )
    .$if(before !== undefined, (q) => q.where('p.id', '<', before!))
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((r) => ({ ...r, members: Number(r.members ?? 0) }))
}

/** Every promoter as a choice, by name. */
export async function promoterOptions(db: Database): Promise<PromoterOption[]> {
  const rows = await db.selectFrom('promoters').select(['id', 'name', 'code']).orderBy('name').orderBy('id').execute()
  return rows.map((p) => ({ value: p.id, label: promoterLabel(p) }))
}

export function promoter(db: Database, id: number): Promise<Promoter | undefined> {
  return db.selectFrom('promoters as p').select(COLUMNS).where('p.id', '=', id).executeTakeFirst()
}

/** Adds the promoter; answers its id, or undefined when another promoter has its code. */
export async function insertPromoter(trx: Database, fields: PromoterFields, at: Date): Promise<number | undefined> {
  const now = at.toISOString()
  const row = await trx
    .insertInto('promoters')
    .values({ ...fields, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

export async function codeHeldByAnother(trx: Database, code: string, id: number): Promise<boolean> {
  const row = await trx.selectFrom('promoters').select('id').where('code', '=', code).where('id', '!=', id).executeTakeFirst()
  return row !== undefined
}

export async function updatePromoter(trx: Database, { id, ...fields }: PromoterEdit, at: Date): Promise<void> {
  await trx
    .updateTable('promoters')
    .set({ ...fields, updatedAt: at.toISOString() })
    .where('id', '=', id)
    .execute()
}
