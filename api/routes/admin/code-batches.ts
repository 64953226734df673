import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { createRoute, z } from '@hono/zod-openapi'
import { sql } from 'kysely'
import { BATCH_FAILURE_REASONS, DateRangeSchema, DoublePointDaysEditSchema, GenerateBatchSchema } from '../../../domain/code-batches.ts'
import { BUSINESS_TIME_ZONE_LABEL, businessDayStart, formatBusinessDateTime } from '../../../domain/business-time.ts'
import { CalendarDateSchema } from '../../../domain/calendar-date.ts'
import { normaliseCode, UNIQUE_CODE_LENGTH } from '../../../domain/unique-code.ts'
import type { Database } from '../../db/connection.ts'
import { writeSetting } from '../../db/settings.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { requireAdmin } from '../../http/auth.ts'
import { createRouter, errorResponse, jsonBody, jsonContent } from '../../http/openapi.ts'
import { generateBatch } from '../../services/code-batches.ts'
import { csvRows } from '../../services/csv.ts'
import { doublePointDays } from '../../services/points-settings.ts'

const BatchSchema = z
  .object({
    id: z.number().int(),
    brand: z.object({ name: z.string() }),
    format: z.object({ name: z.string() }),
    size: z.object({ name: z.string() }),
    points: z.number().int(),
    quantity: z.number().int(),
    generated: z.number().int(),
    scanned: z.number().int(),
    status: z.enum(['generating', 'done', 'failed']),
    failureReason: z.enum(BATCH_FAILURE_REASONS).nullable(),
    active: z.boolean(),
    fileUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('CodeBatch')

const ScanRowSchema = z.object({
  scannedAt: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  code: z.string(),
  batchId: z.number().int(),
  brand: z.string(),
  format: z.string(),
  size: z.string(),
  points: z.number().int(),
})

const IdQuery = z.object({ id: z.coerce.number().int().positive() })
const Tags = ['Admin: scan codes']
const RECENT_SCANS = 50

const routes = {
  dashboard: createRoute({
    method: 'get',
    path: '/admin/fetch/dashboard/code/batch',
    tags: Tags,
    summary: 'Code batches with progress, the double-point days and whether any batch is generating',
    security: [{ bearer: [] }],
    responses: {
      200: jsonContent(z.object({ batches: z.array(BatchSchema), doublePointDays: z.array(z.number()), generatingStatus: z.enum(['generating', 'idle']) }), 'Dashboard'),
    },
  }),
  generate: createRoute({
    method: 'post',
    path: '/admin/setting/code/generate',
    tags: Tags,
    summary: 'Start generating a batch in the background (status generating, then done, or failed with its failureReason)',
    security: [{ bearer: [] }],
    request: { body: jsonBody(GenerateBatchSchema) },
    responses: { 200: jsonContent(BatchSchema, 'Batch created'), 422: errorResponse('fillAllFieldsInForm or sizeNotInBrand') },
  }),
  toggle: createRoute({
    method: 'post',
    path: '/admin/setting/hide/batchCode',
    tags: Tags,
    summary: "Turn a batch on or off; an inactive batch's codes are refused",
    security: [{ bearer: [] }],
    request: { body: jsonBody(z.strictObject({ id: z.number().int().positive() })) },
    responses: { 200: jsonContent(z.object({ id: z.number(), active: z.boolean() }), 'New state'), 404: errorResponse('No such batch') },
  }),
  doubleDays: createRoute({
    method: 'post',
    path: '/admin/setting/doublePointsDate/edit',
    tags: Tags,
    summary: 'Set the days of the month that earn double points',
    security: [{ bearer: [] }],
    request: { body: jsonBody(DoublePointDaysEditSchema) },
    responses: { 200: jsonContent(z.object({ doublePointDays: z.array(z.number()) }), 'Saved'), 422: errorResponse('doublePointDaysInvalid or doublePointDaysUnchanged') },
  }),
  codeDetail: createRoute({
    method: 'post',
    path: '/admin/fetch/dashboard/code/detail',
    tags: Tags,
    summary: 'Look up one 10-character code',
    security: [{ bearer: [] }],
    request: { body: jsonBody(z.strictObject({ query: z.string().max(40) })) },
    responses: {
      200: jsonContent(
        z.object({ code: z.string(), batchId: z.number(), brand: z.string(), format: z.string(), size: z.string(), active: z.boolean(), scanned: z.boolean(), scannedAt: z.string().nullable(), email: z.string().nullable() }),
        'The code',
      ),
      404: errorResponse('No such code'),
      422: errorResponse('codeFormat'),
    },
  }),
  batchDetails: createRoute({
    method: 'get',
    path: '/admin/fetch/dashboard/code/batch/details',
    tags: Tags,
    summary: "A batch and its latest scans",
    security: [{ bearer: [] }],
    request: { query: IdQuery },
    responses: { 200: jsonContent(z.object({ batch: BatchSchema, recentScans: z.array(ScanRowSchema) }), 'Batch'), 404: errorResponse('No such batch') },
  }),
  batchFile: createRoute({
    method: 'get',
    path: '/admin/fetch/dashboard/code/batch/file',
    tags: Tags,
    summary: "Download a finished batch's codes as CSV",
    security: [{ bearer: [] }],
    request: { query: IdQuery },
    responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, 404: errorResponse('No such batch or not ready') },
  }),
  scanReport: createRoute({
    method: 'post',
    path: '/admin/report/scan',
    tags: ['Admin: reports'],
    summary: 'Scan report, optionally between two Malaysian dates (inclusive)',
    security: [{ bearer: [] }],
    request: { body: jsonBody(DateRangeSchema) },
    responses: { 200: jsonContent(z.object({ data: z.array(ScanRowSchema) }), 'Scans, newest first') },
  }),
  scanReportCsv: createRoute({
    method: 'get',
    path: '/admin/report/scan/csv',
    tags: ['Admin: reports'],
    summary: 'The scan report as scanReport.csv',
    security: [{ bearer: [] }],
    request: { query: z.object({ startDate: CalendarDateSchema.optional(), endDate: CalendarDateSchema.optional() }) },
    responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, 422: errorResponse('dateRangeRequired') },
  }),
}

/** Batches with names and scan counts; one query however many codes they hold. */
async function listBatches(db: Database, apiRoot: string, id?: number) {
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

/** Scans with who made them and what they earned, newest first. */
function scanRows(db: Database) {
  return db
    .selectFrom('uniqueCodes as u')
    .innerJoin('members as m', 'm.id', 'u.scannedBy')
    .innerJoin('codeBatches as b', 'b.id', 'u.batchId')
    .innerJoin('sizes as s', 's.id', 'b.sizeId')
    .innerJoin('brands as br', 'br.id', 's.brandId')
    .innerJoin('formats as f', 'f.id', 's.formatId')
    .innerJoin('pointsLedger as l', (join) => join.onRef('l.memberId', '=', 'u.scannedBy').onRef('l.reference', '=', 'u.code').on('l.source', '=', 'scan'))
    .select(['u.scannedAt', 'm.name', 'm.email', 'u.code', 'u.batchId', 'br.name as brand', 'f.name as format', 's.name as size', 'l.points'])
    .where('u.scannedAt', 'is not', null)
    .orderBy('u.scannedAt', 'desc')
}

const SCAN_COLUMNS = ['scannedAt', 'name', 'email', 'code', 'batchId', 'brand', 'format', 'size', 'points'] as const
/** The time column names its zone: the file is read in spreadsheets anywhere. */
const SCAN_HEADER = SCAN_COLUMNS.map((column) => (column === 'scannedAt' ? `scannedAt in ${BUSINESS_TIME_ZONE_LABEL}` : column))

export function codeBatchRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  const app = createRouter()
  const dev = requireAdmin(deps)

  const scansBetween = async (range: { startDate?: string; endDate?: string }) => {
    let query = scanRows(db)
    if (range.startDate && range.endDate) {
      query = query
        .where('u.scannedAt', '>=', businessDayStart(range.startDate).toISOString())
        .where('u.scannedAt', '<', new Date(businessDayStart(range.endDate).getTime() + 86_400_000).toISOString())
    }
    return (await query.execute()).map((r) => ({ ...r, scannedAt: r.scannedAt! }))
  }

  app.openapi({ ...routes.dashboard, middleware: [dev] }, async (c) => {
    const batches = await listBatches(db, config.apiRoot)
    return c.json(
      { batches, doublePointDays: await doublePointDays(db), generatingStatus: batches.some((b) => b.status === 'generating') ? ('generating' as const) : ('idle' as const) },
      200,
    )
  })

  app.openapi({ ...routes.generate, middleware: [dev] }, async (c) => {
    const input = c.req.valid('json')
    const size = await db.selectFrom('sizes').select('id').where('id', '=', input.sizeId).where('brandId', '=', input.brandId).where('formatId', '=', input.formatId).executeTakeFirst()
    if (!size) throw new ApiError(422, 'sizeNotInBrand')
    const now = clock.now().toISOString()
    const { id } = await db
      .insertInto('codeBatches')
      .values({ sizeId: input.sizeId, points: input.points, quantity: input.quantity, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    void generateBatch(deps, id)
    const [batch] = await listBatches(db, config.apiRoot, id)
    return c.json(batch!, 200)
  })

  app.openapi({ ...routes.toggle, middleware: [dev] }, async (c) => {
    const { id } = c.req.valid('json')
    const flipped = await db
      .updateTable('codeBatches')
      .set({ active: sql<0 | 1>`1 - active`, updatedAt: clock.now().toISOString() })
      .where('id', '=', id)
      .returning('active')
      .executeTakeFirst()
    if (!flipped) throw new ApiError(404, 'notFound')
    return c.json({ id, active: flipped.active === 1 }, 200)
  })

  app.openapi({ ...routes.doubleDays, middleware: [dev] }, async (c) => {
    const days = [...c.req.valid('json').days].sort((a, b) => a - b)
    const current = [...(await doublePointDays(db))].sort((a, b) => a - b)
    if (days.join() === current.join()) throw new ApiError(422, 'doublePointDaysUnchanged')
    await writeSetting(db, 'doublePointDays', days, clock.now())
    return c.json({ doublePointDays: days }, 200)
  })

  app.openapi({ ...routes.codeDetail, middleware: [dev] }, async (c) => {
    const code = normaliseCode(c.req.valid('json').query)
    if (code.length !== UNIQUE_CODE_LENGTH) throw new ApiError(422, 'codeFormat')
    const row = await db
      .selectFrom('uniqueCodes as u')
      .innerJoin('codeBatches as b', 'b.id', 'u.batchId')
      .innerJoin('sizes as s', 's.id', 'b.sizeId')
      .innerJoin('brands as br', 'br.id', 's.brandId')
      .innerJoin('formats as f', 'f.id', 's.formatId')
      .leftJoin('members as m', 'm.id', 'u.scannedBy')
      .select(['u.code', 'u.batchId', 'br.name as brand', 'f.name as format', 's.name as size', 'b.active', 'u.scannedAt', 'm.email'])
      .where('u.code', '=', code)
      .executeTakeFirst()
    if (!row) throw new ApiError(404, 'notFound')
    return c.json({ ...row, active: row.active === 1, scanned: row.scannedAt !== null }, 200)
  })

  app.openapi({ ...routes.batchDetails, middleware: [dev] }, async (c) => {
    const { id } = c.req.valid('query')
    const [batch] = await listBatches(db, config.apiRoot, id)
    if (!batch) throw new ApiError(404, 'notFound')
    const recent = await scanRows(db).where('u.batchId', '=', id).limit(RECENT_SCANS).execute()
    return c.json({ batch, recentScans: recent.map((r) => ({ ...r, scannedAt: r.scannedAt! })) }, 200)
  })

  app.openapi({ ...routes.batchFile, middleware: [dev] }, async (c) => {
    const batch = await db.selectFrom('codeBatches').select('fileName').where('id', '=', c.req.valid('query').id).executeTakeFirst()
    if (!batch?.fileName) throw new ApiError(404, 'notFound')
    const stream = Readable.toWeb(createReadStream(deps.files.path('private', batch.fileName))) as ReadableStream
    return c.body(stream, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${batch.fileName}"` })
  })

  app.openapi({ ...routes.scanReport, middleware: [dev] }, async (c) => c.json({ data: await scansBetween(c.req.valid('json')) }, 200))

  app.openapi({ ...routes.scanReportCsv, middleware: [dev] }, async (c) => {
    const range = DateRangeSchema.safeParse(c.req.valid('query'))
    if (!range.success) throw new ApiError(422, 'dateRangeRequired')
    const rows = await scansBetween(range.data)
    // Times as the screen shows them, in Malaysian time.
    const csv = csvRows(SCAN_HEADER, rows.map((r) => SCAN_COLUMNS.map((k) => (k === 'scannedAt' ? formatBusinessDateTime(r.scannedAt) : r[k]))))
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="scanReport.csv"' })
  })

  return app
}
