import type { AuditEntity } from '../../domain/audit.ts'
import { insertAuditEntry } from '../db/audit.ts'
import type { Database } from '../db/connection.ts'
import type { SessionAdmin } from '../deps.ts'

export interface AuditedWrite {
  admin: Pick<SessionAdmin, 'id' | 'username'>
  entity: AuditEntity
  /** What was done to it: add, edit, remove, show, hide... */
  verb: string
  entityId?: string | number | null
  /** The entity as it was and as it is now (null where there is none: before an add, after a removal). */
  before?: unknown
  after?: unknown
  at: Date
}

/**
 * Records a back-office write in the audit log (DECISIONS "Back office"). Call it inside the write's
 * own transaction, so the log holds exactly the writes that happened. Pass entities as the back
 * office shows them: never a password hash, a token or a code.
 */
export async function recordAudit(trx: Database, w: AuditedWrite): Promise<void> {
  await insertAuditEntry(trx, {
    adminId: w.admin.id,
    adminUsername: w.admin.username,
    action: `${w.entity}.${w.verb}`,
    entity: w.entity,
    entityId: w.entityId === undefined || w.entityId === null ? null : String(w.entityId),
    before: w.before === undefined || w.before === null ? null : JSON.stringify(w.before),
    after: w.after === undefined || w.after === null ? null : JSON.stringify(w.after),
    at: w.at.toISOString(),
  })
}
