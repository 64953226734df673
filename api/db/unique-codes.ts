import { sql } from 'kysely'
import { businessDaysWithin } from '../../domain/business-time.ts'
import type { ReportFilter } from '../../domain/account-report.ts'
import type { ScanCursor, ScanRow } from '../../domain/code-batches.ts'
import type { Database } from './connection.ts'
import { preparedQuery } from './prepared-query.ts'
import { membersMatching, type Page } from './report-pages.ts'

/** Codes with their batch, size, brand and format: the one join every query of a code starts from. */
export function codesWithProduct(db: Database) {
  return db
    .selectFrom('uniqueCodes as u')
    .innerJoin('codeBatches as b', 'b.id', 'u.batchId')
    .innerJoin('sizes as s', 's.id', 'b.sizeId')
    .innerJoin('brands as br', 'br.id', 's.brandId')
    .innerJoin('formats as f', 'f.id', 's.formatId')
}

// A credit's three queries, the hot path of the club: prepared once (db/prepared-query.ts).

/** What crediting a code needs to know of it: who scanned it, its batch's points and state, its product. */
export const codeToCredit = preparedQuery((db, v: { code: string }) =>
  codesWithProduct(db)
    .select(['u.scannedBy', 'b.id as batchId', 'b.points', 'b.active', 'b.status', 's.name as size', 'f.name as format', 'br.name as brand', 'br.milestoneCampaign'])
    .where('u.code', '=', v.code),
)

/** Marks a code scanned by a member, from where, only if no one has: however many race for it, one changes it. */
export const claimCode = preparedQuery((db, v: { code: string; memberId: number; at: string; scanNetwork: string | null; scanDevice: string | null }) =>
  db
    .updateTable('uniqueCodes')
    .set({ scannedBy: v.memberId, scannedAt: v.at, scanNetwork: v.scanNetwork, scanDevice: v.scanDevice })
    .where('code', '=', v.code)
    .where('scannedBy', 'is', null),
)

/** How many codes a member registered before `code`, and how many of them of brands running the milestone campaign. */
export const codesScannedBefore = preparedQuery((db, v: { memberId: number; code: string }) =>
  codesWithProduct(db)
    .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.sum<number>('br.milestoneCampaign').as('milestone')])
    .where('u.scannedBy', '=', v.memberId)
    .where('u.code', '!=', v.code),
)

/** One code as the back office looks it up, with who scanned it. */
export async function codeLookup(db: Database, code: string) {
  const row = await codesWithProduct(db)
    .leftJoin('members as m', 'm.id', 'u.scannedBy')
    .select(['u.code', 'u.batchId', 'br.name as brand', 'f.name as format', 's.name as size', 'b.active', 'u.scannedAt', 'm.email'])
    .where('u.code', '=', code)
    .executeTakeFirst()
  return row && { ...row, active: row.active === 1, scanned: row.scannedAt !== null }
}

/**
 * Scans with who made them and what they earned, newest first, one page: of one batch, or in the
 * filter's Malaysian days and matching its search. Pages follow each other by (scanned at, code),
 * the order of the index of scanned codes; the page's codes are found in it first, then joined.
 */
export async function scanPage(db: Database, filter: ReportFilter & { batchId?: number }, { before, limit }: Page<ScanCursor>): Promise<ScanRow[]> {
  const { from, to } = businessDaysWithin(filter)
  const page = db
    .selectFrom('uniqueCodes as u')
    .select('u.code')
    .where('u.scannedAt', 'is not', null)
    .$if(filter.batchId !== undefined, (q) => q.where('u.batchId', '=', filter.batchId!))
    .$if(from !== undefined, (q) => q.where('u.scannedAt', '>=', from!))
    .$if(to !== undefined, (q) => q.where('u.scannedAt', '<', to!))
    .$if(filter.search !== undefined, (q) => q.where('u.scannedBy', 'in', membersMatching(db, filter.search!)))
    .$if(before !== undefined, (q) => q.where(({ eb, refTuple, tuple }) => eb(refTuple('u.scannedAt', 'u.code'), '<', tuple(before!.scannedAt, before!.code))))
    .orderBy('u.scannedAt', 'desc')
    .orderBy('u.code', 'desc')
    .limit(limit)
  const rows = await db
    .selectFrom(page.as('p'))
    .innerJoin('uniqueCodes as u', 'u.code', 'p.code')
    .innerJoin('codeBatches as b', 'b.id', 'u.batchId')
    .innerJoin('sizes as s', 's.id', 'b.sizeId')
    .innerJoin('brands as br', 'br.id', 's.brandId')
    .innerJoin('formats as f', 'f.id', 's.formatId')
    .innerJoin('members as m', 'm.id', 'u.scannedBy')
    .select(['u.scannedAt', 'm.name', 'm.email', 'm.number', 'u.code', 'u.batchId', 'br.name as brand', 'f.name as format', 's.name as size'])
    // What the scan earned, from its ledger row: a lookup per row, which keeps the page's codes the outer loop on SQLite too.
    .select((eb) =>
      eb
        .selectFrom('pointsLedger as l')
        .select('l.points')
        .whereRef('l.memberId', '=', 'u.scannedBy')
        .whereRef('l.reference', '=', 'u.code')
        .where('l.source', '=', 'scan')
        .as('points'),
    )
    .orderBy('u.scannedAt', 'desc')
    .orderBy('u.code', 'desc')
    .execute()
  return rows.map((r) => ({ ...r, scannedAt: r.scannedAt!, points: r.points ?? 0 }))
}

/** Batches with names and scan counts, newest first; one query however many codes they hold. */
export async function codeBatches(db: Database, apiRoot: string, id?: number) {
  let query = db
    .selectFrom('codeBatches as b')
    .innerJoin('sizes as s', 's.id', 'b.sizeId')
    .innerJoin('brands as br', 'br.id', 's.brandId')
    .innerJoin('formats as f', 'f.id', 's.formatId')
    .select(['b.id', 'b.points', 'b.quantity', 'b.generated', 'b.status', 'b.failureReason', 'b.active', 'b.fileName', 'b.createdAt', 'br.name as brand', 'f.name as format', 's.name as size'])
    .orderBy('b.id', 'desc')
  if (id !== undefined) query = query.where('b.id', '=', id)
  const rows = await query.execute()
  const scanned = await db
    .selectFrom('uniqueCodes')
    .select(['batchId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('scannedBy', 'is not', null)
    .groupBy('batchId')
    .execute()
  const scannedBy = new Map(scanned.map((r) => [r.batchId, Number(r.n)]))
  return rows.map((b) => ({
    id: b.id,
    brand: { name: b.brand },
    format: { name: b.format },
    size: { name: b.size },
    points: b.points,
    quantity: b.quantity,
    generated: b.generated,
    scanned: scannedBy.get(b.id) ?? 0,
    status: b.status,
    failureReason: b.failureReason,
    active: b.active === 1,
    fileUrl: b.fileName ? `${apiRoot}/admin/fetch/dashboard/code/batch/file?id=${b.id}` : null,
    createdAt: b.createdAt,
  }))
}

/** Whether the size is the brand's, in that format: a batch is made for one. */
export async function sizeOfBrand(db: Database, batch: { brandId: number; formatId: number; sizeId: number }): Promise<boolean> {
  const size = await db.selectFrom('sizes').select('id').where('id', '=', batch.sizeId).where('brandId', '=', batch.brandId).where('formatId', '=', batch.formatId).executeTakeFirst()
  return size !== undefined
}

/** A new batch, generating; its codes are made in the background (services/code-batches.ts). */
export async function insertCodeBatch(db: Database, batch: { sizeId: number; points: number; quantity: number }, at: Date): Promise<number> {
  const now = at.toISOString()
  const { id } = await db
    .insertInto('codeBatches')
    .values({ ...batch, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** Turns a batch on or off in one statement; undefined when there is no such batch. */
export async function toggleCodeBatch(db: Database, id: number, at: Date): Promise<boolean | undefined> {
  const flipped = await db
    .updateTable('codeBatches')
    .set({ active: sql<0 | 1>`1 - active`, updatedAt: at.toISOString() })
    .where('id', '=', id)
    .returning('active')
    .executeTakeFirst()
  return flipped && flipped.active === 1
}

/** The name of a finished batch's CSV file, if it has one yet. */
export async function batchFileName(db: Database, id: number): Promise<string | null | undefined> {
  return (await db.selectFrom('codeBatches').select('fileName').where('id', '=', id).executeTakeFirst())?.fileName
}
