import type { AuditFilter } from '../../../../../domain/audit.ts'
import { exportAuditCsv, fetchAudit } from '../../../../../domain/contract/admin-audit.ts'
import { callApi } from '../../../../lib/call-api.ts'
import { saveFile } from '../../../../lib/save-file.ts'

/** A page of the log, older than the entry `before` when given; its failure is shown on the page. */
export function fetchAuditPage(filter: AuditFilter, before?: number) {
  return callApi(fetchAudit, { query: { ...filter, ...(before !== undefined && { before }) } }, { showError: false })
}

/** The filtered log, saved as auditLog.csv. */
export async function downloadAudit(filter: AuditFilter) {
  saveFile(await callApi(exportAuditCsv, { query: filter }), 'auditLog.csv')
}
