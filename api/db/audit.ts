import { businessDaysWithin } from '../../domain/business-time.ts'
import type { AuditEntry, AuditFilter } from '../../domain/audit.ts'
import type { Database } from './connection.ts'
import type { AdminAuditTable } from './schema.ts'
import type { Insertable, Selectable } from 'kysely'

/** The audit log's queries (domain/audit.ts). */

export async function insertAuditEntry(trx: Database, row: Insertable<AdminAuditTable>): Promise<void> {
  await trx.insertInto('adminAudit').values(row).execute()
}

const entry = (row: Selectable<AdminAuditTable>): AuditEntry => ({
  id: row.id,
  at: row.at,
  admin: { id: row.adminId, username: row.adminUsername },
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  before: row.before === null ? null : JSON.parse(row.before),
  after: row.after === null ? null : JSON.parse(row.after),
})

/** Entries matching `filter`, newest first, older than the entry `before` (an id) when given: one page of `limit`. */
export async function auditEntries(db: Database, filter: AuditFilter, { before, limit }: { before?: number; limit: number }): Promise<AuditEntry[]> {
  const { from, to } = businessDaysWithin(filter)
  let query = db.selectFrom('adminAudit').selectAll()
  if (from) query = query.where('at', '>=', from)
  if (to) query = query.where('at', '<', to)
  if (filter.entity) query = query.where('entity', '=', filter.entity)
  if (filter.username) query = query.where('adminUsername', '=', filter.username)
  if (filter.entityId) query = query.where('entityId', '=', filter.entityId)
  if (before !== undefined) query = query.where('id', '<', before)
  const rows = await query.orderBy('id', 'desc').limit(limit).execute()
  return rows.map(entry)
}

/** Every entry matching `filter`, newest first, read page by page so a long log is never held whole. */
export async function* allAuditEntries(db: Database, filter: AuditFilter, pageSize = 1000): AsyncGenerator<AuditEntry[]> {
  let before: number | undefined
  for (;;) {
    const page = await auditEntries(db, filter, { before, limit: pageSize })
    if (page.length === 0) return
    yield page
    before = page.at(-1)!.id
  }
}
