import type { AuditEntity } from '../../domain/audit.ts'
import type { TestServer } from './test-server.ts'

/** The newest audit entry of `entity` (and of that id, when given), read straight from the log: action, id, before and after. */
export async function lastAudit(server: TestServer, entity: AuditEntity, entityId?: string | number) {
  let query = server.deps.db.selectFrom('adminAudit').selectAll().where('entity', '=', entity)
  if (entityId !== undefined) query = query.where('entityId', '=', String(entityId))
  const row = await query.orderBy('id', 'desc').executeTakeFirst()
  if (!row) return undefined
  const parse = (value: string | null) => (value === null ? null : JSON.parse(value))
  return { action: row.action, admin: row.adminUsername, entityId: row.entityId, before: parse(row.before), after: parse(row.after) }
}
