import { AUDIT_PAGE, type AuditEntry } from '../../../domain/audit.ts'
import { BUSINESS_TIME_ZONE_LABEL, formatBusinessDateTime } from '../../../domain/business-time.ts'
import { exportAuditCsv, fetchAudit } from '../../../domain/contract/admin-audit.ts'
import { allAuditEntries, auditEntries } from '../../db/audit.ts'
import type { AppDeps } from '../../deps.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { csvAttachment, csvStream } from '../../services/csv.ts'

const AUDIT_HEADER = [`at in ${BUSINESS_TIME_ZONE_LABEL}`, 'admin', 'action', 'entity', 'entityId', 'before', 'after']
const json = (value: unknown) => (value === null ? '' : JSON.stringify(value))

/** The log's pages as CSV lines, times in Malaysian time. */
async function* auditRows(pages: AsyncIterable<AuditEntry[]>) {
  for await (const page of pages)
    yield page.map((e) => [formatBusinessDateTime(e.at), e.admin.username, e.action, e.entity, e.entityId, json(e.before), json(e.after)])
}

/** The audit log for dev admins: pages on screen, the whole filtered log as a streamed CSV. */
export function adminAuditRoutes({ db }: AppDeps) {
  const app = createRouter()

  app.openapi(contractRoute(fetchAudit), async (c) => {
    const { before, ...filter } = c.req.valid('query')
    // One more than a page says whether there is another.
    const rows = await auditEntries(db, filter, { before, limit: AUDIT_PAGE + 1 })
    return c.json({ data: rows.slice(0, AUDIT_PAGE), more: rows.length > AUDIT_PAGE }, 200)
  })

  app.openapi(contractRoute(exportAuditCsv), async (c) => {
    const stream = csvStream(AUDIT_HEADER, auditRows(allAuditEntries(db, c.req.valid('query'))))
    return c.body(stream, 200, csvAttachment('auditLog.csv'))
  })

  return app
}
