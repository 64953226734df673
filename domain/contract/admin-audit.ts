import { z } from 'zod'
import { AuditEntrySchema, AuditFilterSchema } from '../audit.ts'
import { defineRoute, fileAnswer } from './define-route.ts'

const tags = ['Admin: audit log']

export const fetchAudit = defineRoute({
  method: 'get',
  path: '/admin/fetch/audit',
  access: 'admin',
  tags,
  summary: 'The audit log of back-office writes, newest first, 100 a page; `before` (the last id seen) gives the next page',
  query: AuditFilterSchema.extend({ before: z.coerce.number<string>().int().positive().optional() }),
  responses: { 200: z.object({ data: z.array(AuditEntrySchema), more: z.boolean() }) },
})

export const exportAuditCsv = defineRoute({
  method: 'get',
  path: '/admin/report/audit/csv',
  access: 'admin',
  tags,
  summary: 'The filtered audit log as auditLog.csv, streamed, newest first, times in Malaysian time',
  query: AuditFilterSchema,
  responses: { 200: fileAnswer('text/csv', 'The audit log: time, admin, action, entity, id, before and after as JSON') },
})
