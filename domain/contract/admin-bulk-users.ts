import { z } from 'zod'
import { BulkUserFieldsSchema, BulkUserRowSchema, BulkUserTotalsSchema, BulkUserUploadSchema } from '../bulk-users.ts'
import { formFile } from '../uploads.ts'
import { IdempotencyKeyHeaderSchema } from './idempotency.ts'
import { defineRoute, fileAnswer } from './define-route.ts'

const tags = ['Admin: bulk users']
const fileErrors = {
  413: ['bulkUsersCsvTooLarge'],
  415: ['bulkUsersNotCsv', 'unsupportedMediaType'],
  422: ['bulkUsersFileRequired', 'bulkUsersCsvEmpty', 'bulkUsersCsvColumns'],
} as const
const file = formFile('bulkUsersFileRequired').describe('The CSV of the template (UTF-8, a BOM and CRLF accepted): name, email, number, then optionally race, gender, pregnant, state, city, postcode, street')

export const fetchBulkUserUploads = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/bulkCreateUsers',
  access: 'admin',
  tags,
  summary: 'The history of bulk uploads, newest first: label, when, who, rows created, skipped and still pending, state, and the result file',
  responses: { 200: z.object({ data: z.array(BulkUserUploadSchema) }) },
})

export const bulkUsersTemplate = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/bulkCreateUsers/template',
  access: 'admin',
  tags,
  summary: 'The CSV template: name, email, number (601xxxxxxxxx), race, gender, pregnant, state, city, postcode, street',
  responses: { 200: fileAnswer('text/csv', 'bulkCreateUsersTemplate.csv') },
})

export const bulkUsersResultFile = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/bulkCreateUsers/file',
  access: 'admin',
  tags,
  summary: "An upload's file as CSV: each row's line and cells as read, its outcome (created, skipped, pending) and the reasons of a skipped row",
  query: z.object({ id: z.coerce.number<string>().int().positive() }),
  responses: { 200: fileAnswer('text/csv', 'bulkCreateUsers.csv') },
  errors: { 404: ['bulkUsersUploadNotFound'] },
})

export const checkBulkUsers = defineRoute({
  method: 'post',
  path: '/admin/setting/bulkCreateUsers/check',
  access: 'admin',
  tags,
  summary: 'The dry run (Check Validity): reads the file and finds the members who exist already, writing nothing; every row (the first 2,000), the rows with issues and why, and the totals',
  form: z.strictObject({ file }),
  responses: {
    200: z.object({
      data: z.array(BulkUserRowSchema),
      issueUsers: z.array(BulkUserRowSchema).describe('The rows that create no member (the first 2,000), each with its problems; totals.issues counts them all'),
      totals: BulkUserTotalsSchema,
    }),
  },
  errors: fileErrors,
})

export const uploadBulkUsers = defineRoute({
  method: 'post',
  path: '/admin/setting/bulkCreateUsers',
  access: 'admin',
  tags,
  summary:
    'Creates the members of a file as one upload: its rows are written at once, then created in the background (state creating, then done). The same file and label are uploaded once; a retry with the same Idempotency-Key answers the same upload',
  headers: IdempotencyKeyHeaderSchema,
  form: BulkUserFieldsSchema.extend({ file }),
  responses: { 201: BulkUserUploadSchema },
  errors: {
    ...fileErrors,
    400: ['idempotencyKeyInvalid'],
    409: ['bulkUsersFileUsed'],
    422: [...fileErrors[422], 'bulkUsersLabelRequired', 'bulkUsersPromoterNotFound', 'bulkUsersDateInvalid', 'bulkUsersSourceInvalid', 'idempotencyKeyReused'],
  },
})
