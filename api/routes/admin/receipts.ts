import { createRoute } from '@hono/zod-openapi'
import {
  AdminReceiptSchema,
  ReceiptApproveSchema,
  ReceiptQueueFilterSchema,
  ReceiptQueueSchema,
  ReceiptRejectSchema,
} from '../../../domain/receipt-review.ts'
import type { AppDeps } from '../../deps.ts'
import { requireAdmin } from '../../http/auth.ts'
import { createRouter, errorResponse, jsonBody, jsonContent } from '../../http/openapi.ts'
import { approveReceipt, rejectReceipt } from '../../services/receipt-decisions.ts'
import { receiptQueue } from '../../services/receipt-queue.ts'

const Tags = ['Admin: receipts']
const decided = {
  200: jsonContent(AdminReceiptSchema, 'The receipt as decided'),
  404: errorResponse('receiptNotFound'),
  409: errorResponse('receiptAlreadyDecided: another admin decided it first'),
}

const routes = {
  queue: createRoute({
    method: 'get',
    path: '/admin/fetch/dashboard/receipts',
    tags: Tags,
    summary: 'The review queue: pending receipts oldest first, then decided ones; by status and Malaysian upload dates (both or neither)',
    security: [{ bearer: [] }],
    request: { query: ReceiptQueueFilterSchema },
    responses: { 200: jsonContent(ReceiptQueueSchema, 'Receipts, with the count of all that match'), 422: errorResponse('dateRangeRequired') },
  }),
  approve: createRoute({
    method: 'post',
    path: '/admin/setting/receipt/approve',
    tags: Tags,
    summary: 'Approve a pending receipt and credit its points: the suggestion, or other points with a note',
    security: [{ bearer: [] }],
    request: { body: jsonBody(ReceiptApproveSchema) },
    responses: { ...decided, 422: errorResponse('adjustmentNoteRequired or receiptPointsInvalid') },
  }),
  reject: createRoute({
    method: 'post',
    path: '/admin/setting/receipt/reject',
    tags: Tags,
    summary: 'Reject a pending receipt with a listed reason code or the admin’s own words, which its member reads',
    security: [{ bearer: [] }],
    request: { body: jsonBody(ReceiptRejectSchema) },
    responses: { ...decided, 422: errorResponse('rejectionReasonRequired or rejectionReasonTooLong') },
  }),
}

export function adminReceiptRoutes(deps: AppDeps) {
  const { db, clock, config, push } = deps
  const app = createRouter()
  const dev = requireAdmin(deps)

  const receipt = async (id: string) => (await receiptQueue(db, config.apiRoot, { id })).data[0]!

  app.openapi({ ...routes.queue, middleware: [dev] }, async (c) => c.json(await receiptQueue(db, config.apiRoot, c.req.valid('query')), 200))

  app.openapi({ ...routes.approve, middleware: [dev] }, async (c) => {
    const input = c.req.valid('json')
    await approveReceipt(db, input, { adminId: c.get('admin').id, at: clock.now() })
    void push.sendDue() // the member's message, now committed
    return c.json(await receipt(input.id), 200)
  })

  app.openapi({ ...routes.reject, middleware: [dev] }, async (c) => {
    const input = c.req.valid('json')
    await rejectReceipt(db, input, { adminId: c.get('admin').id, at: clock.now() })
    void push.sendDue()
    return c.json(await receipt(input.id), 200)
  })

  return app
}
