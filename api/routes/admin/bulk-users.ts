import { BULK_USER_COLUMNS, BULK_USER_TEMPLATE, type BulkRowState, type BulkUserRow } from '../../../domain/bulk-users.ts'
import * as contract from '../../../domain/contract/admin-bulk-users.ts'
import { bulkUserUpload, bulkUserUploads, uploadRowChunks } from '../../db/bulk-users.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { checkAnswer, checkFile, createUpload, runUpload } from '../../services/bulk-users.ts'
import { csvAttachment, csvStream, type CsvValue } from '../../services/csv.ts'
import { IDEMPOTENCY_KEY_PATTERN } from '../../services/idempotency.ts'

/** Rows the result file reads at a time. */
const RESULT_CHUNK = 1_000
const RESULT_HEADER = ['line', ...BULK_USER_COLUMNS, 'outcome', 'reason']
const resultLine = (row: BulkUserRow & { status: BulkRowState }): CsvValue[] => [
  row.line,
  ...BULK_USER_COLUMNS.map((column) => (column === 'pregnant' ? (row.pregnant ? 'yes' : 'no') : row[column])),
  row.status,
  row.problems.join(' '),
]

async function* resultLines(rows: AsyncIterable<(BulkUserRow & { status: BulkRowState })[]>) {
  for await (const chunk of rows) yield chunk.map(resultLine)
}

/** Bulk user creation (spec 3 §2.12, §7 Bulk user creation; decisions 126 and 127). */
export function adminBulkUserRoutes(deps: AppDeps) {
  const { db } = deps
  const app = createRouter()

  app.openapi(contractRoute(contract.fetchBulkUserUploads), async (c) => c.json({ data: await bulkUserUploads(db) }, 200))

  app.openapi(contractRoute(contract.bulkUsersTemplate), (c) => c.body(BULK_USER_TEMPLATE, 200, csvAttachment('bulkCreateUsersTemplate.csv')))

  // The history's Download: every row as read, with what became of it; streamed, as a file may hold 100,000 rows.
  app.openapi(contractRoute(contract.bulkUsersResultFile), async (c) => {
    const { id } = c.req.valid('query')
    if (!(await bulkUserUpload(db, id))) throw new ApiError(404, 'bulkUsersUploadNotFound')
    return c.body(csvStream(RESULT_HEADER, resultLines(uploadRowChunks(db, id, RESULT_CHUNK))), 200, csvAttachment(`bulkCreateUsers-${id}.csv`))
  })

  // Check Validity, the dry run: nothing is written.
  app.openapi(contractRoute(contract.checkBulkUsers), async (c) => c.json(checkAnswer(await checkFile(db, c.req.valid('form').file)), 200))

  app.openapi(contractRoute(contract.uploadBulkUsers), async (c) => {
    const { file, ...fields } = c.req.valid('form')
    const key = c.req.valid('header')['idempotency-key']
    if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ApiError(400, 'idempotencyKeyInvalid')
    const id = await createUpload(deps, { file, fields, admin: c.get('admin'), idempotencyKey: key })
    void runUpload(deps, id)
    return c.json((await bulkUserUpload(db, id))!, 201)
  })

  return app
}
