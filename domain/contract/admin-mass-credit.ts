import { z } from 'zod'
import { IdempotencyKeyHeaderSchema } from './idempotency.ts'
import { MASS_CREDIT_TYPES, MassCreditBatchSchema, MassCreditFieldsSchema, MassCreditRowSchema, MassCreditTotalsSchema } from '../mass-credit.ts'
import { formFile } from '../uploads.ts'
import { defineRoute, fileAnswer } from './define-route.ts'

const tags = ['Admin: mass credit']
const fileErrors = {
  413: ['massCreditCsvTooLarge'],
  415: ['fileTypeNotAllowed', 'unsupportedMediaType'],
  422: ['massCreditTypeRequired', 'massCreditCampaignFields', 'massCreditCsvEmpty', 'massCreditCsvColumns'],
} as const
const batchQuery = z.object({ id: z.coerce.number<string>().int().positive() })

export const fetchMassCreditBatches = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/massCredit',
  access: 'admin',
  tags,
  summary: 'The history of mass credits and refunds, newest first: who, when, rows credited and rejected, points, state',
  responses: { 200: z.object({ data: z.array(MassCreditBatchSchema) }) },
})

export const fetchMassCreditDetails = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/massCredit/details',
  access: 'admin',
  tags,
  summary: "A batch and its rows in file order (the first 2,000), each with its member (null: no member), state and problem",
  query: batchQuery,
  responses: { 200: z.object({ batch: MassCreditBatchSchema, data: z.array(MassCreditRowSchema) }) },
  errors: { 404: ['massCreditBatchNotFound'] },
})

export const massCreditErrorFile = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/massCredit/errors',
  access: 'admin',
  tags,
  summary: "A batch's rejected rows as CSV: line, email, reason",
  query: batchQuery,
  responses: { 200: fileAnswer('text/csv', 'massCreditErrors.csv') },
  errors: { 404: ['massCreditBatchNotFound'] },
})

export const massCreditTemplate = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/massCredit/template',
  access: 'admin',
  tags,
  summary: "A type's CSV template: campaign has email; refund has email, description, points",
  query: z.object({ type: z.enum(MASS_CREDIT_TYPES, { error: 'massCreditTypeRequired' }) }),
  responses: { 200: fileAnswer('text/csv', 'massCreditTemplate.csv') },
  errors: { 422: ['massCreditTypeRequired'] },
})

export const checkMassCredit = defineRoute({
  method: 'post',
  path: '/admin/setting/massCredit/check',
  access: 'admin',
  tags,
  summary: 'The dry run: reads the file and matches its emails without writing anything; every row (the first 2,000) with its member or problem, and the totals',
  form: MassCreditFieldsSchema.extend({ file: formFile('massCreditCsvEmpty').describe('The CSV of the template for the type (UTF-8, a BOM and CRLF accepted)') }),
  responses: {
    200: z.object({
      data: z.array(MassCreditRowSchema),
      problems: z.array(MassCreditRowSchema).describe('The rejected rows (the first 2,000); totals.rejected counts them all'),
      totals: MassCreditTotalsSchema,
    }),
  },
  errors: fileErrors,
})

export const uploadMassCredit = defineRoute({
  method: 'post',
  path: '/admin/setting/massCredit',
  access: 'admin',
  tags,
  summary:
    'Credits a file as one batch: its rows are written at once, then credited in the background (state crediting, then done). The same type, title, points and file are credited once; a retry with the same Idempotency-Key answers the same batch',
  headers: IdempotencyKeyHeaderSchema,
  form: MassCreditFieldsSchema.extend({ file: formFile('massCreditReload').describe('The CSV that was checked') }),
  responses: { 201: MassCreditBatchSchema },
  errors: { ...fileErrors, 400: ['idempotencyKeyInvalid'], 409: ['massCreditFileUsed'], 422: [...fileErrors[422], 'massCreditReload', 'idempotencyKeyReused'] },
})

export const reverseMassCredit = defineRoute({
  method: 'post',
  path: '/admin/setting/massCredit/reverse',
  access: 'admin',
  tags,
  summary: "Reverses a whole credited batch: each credited row's points are taken back once (never below a balance of zero), in the background (state reversing, then reversed)",
  json: z.strictObject({ id: z.number().int().positive() }),
  responses: { 202: MassCreditBatchSchema },
  errors: { 404: ['massCreditBatchNotFound'], 409: ['massCreditNotReversible'] },
})
