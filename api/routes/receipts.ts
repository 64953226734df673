import { createHash } from 'node:crypto'
import { z } from 'zod'
import { businessDate, shiftDays } from '../../domain/business-time.ts'
import {
  DEFAULT_RECEIPT_START_DATE,
  RECEIPT_WINDOW_DAYS,
  receiptDateProblem,
  receiptDuplicateKey,
  receiptUploadLimit,
  receiptUploadLookback,
} from '../../domain/receipt-rules.ts'
import type { ReceiptUploadAnswer } from '../../domain/receipts.ts'
import { MEDIA_TYPES } from '../../domain/uploads.ts'
import { fetchReceiptFile, fetchReceiptHistory, fetchRetailers, fetchSkus, uploadReceipt } from '../../domain/contract/receipts.ts'
import { recordEvent } from '../db/tracking-events.ts'
import { activeRetailer, allSkusActive, hasDuplicateReceipt, hasUploadedReceipt, insertReceipt, memberReceipts, receiptFile, retailerOptions, skuOptions, uploadTimesSince } from '../db/receipts.ts'
import { readSetting } from '../db/settings.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { bearerToken, refuseOtherMember, requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { hashRequest, runOnce } from '../services/idempotency.ts'
import { refuseEndedMembership } from '../services/membership.ts'
import { findAdminSession, findMemberSession } from '../services/sessions.ts'
import { checkUpload, RECEIPT_FILE } from '../services/uploads.ts'

export function receiptRoutes(deps: AppDeps) {
  const { db, clock, files, config } = deps
  const app = createRouter()
  const member = requireMember(deps)

  app.openapi({ ...contractRoute(fetchRetailers), middleware: [member] }, async (c) => c.json({ data: await retailerOptions(db) }, 200))

  app.openapi({ ...contractRoute(fetchSkus), middleware: [member] }, async (c) => c.json({ data: await skuOptions(db) }, 200))

  app.openapi({ ...contractRoute(uploadReceipt), middleware: [member] }, async (c) => {
    const { id: memberId } = c.get('member')
    const form = c.req.valid('form')
    refuseOtherMember(c, form.id)
    const upload = await checkUpload(form.image, RECEIPT_FILE)
    const at = clock.now()

    const retailer = await activeRetailer(db, form.retailerId)
    if (!retailer) throw new ApiError(422, 'receiptFieldsRequired')
    const otherStore = retailer.isOther ? form.otherStore || null : null
    if (retailer.isOther && !otherStore) throw new ApiError(422, 'receiptStoreRequired')
    if (!(await allSkusActive(db, form.products.map((p) => p.skuId)))) throw new ApiError(422, 'receiptProductsRequired')
    const today = businessDate(at)
    const startDate = (await readSetting(db, 'receiptStartDate', z.iso.date())) ?? DEFAULT_RECEIPT_START_DATE
    const dateProblem = receiptDateProblem(form.receiptDate, today, startDate, shiftDays(today, -RECEIPT_WINDOW_DAYS))
    if (dateProblem) throw new ApiError(422, dateProblem)

    const sha256 = createHash('sha256').update(upload.bytes).digest('hex')
    const duplicateKey = receiptDuplicateKey(retailer.id, otherStore, form.invoiceNo)
    const fields = { ...form, image: sha256 }
    const scope = { memberId, route: 'receipt-upload', key: c.req.valid('header')['idempotency-key'], requestHash: hashRequest(fields), at }
    // The file is staged first (no file I/O inside the write transaction) and moved into place
    // only once the row that names it has committed, so a duplicate, a replay, a refusal or a
    // crash leaves no file behind. A crash between the commit and the move is finished at
    // start-up (FileStore.sweepStaged).
    const staged = await files.stage('private', upload.extension, upload.bytes)
    let stored = false
    let keep = false
    try {
      const answer = await runOnce<ReceiptUploadAnswer>(db, scope, async (trx) => {
        stored = false // an earlier attempt of this work may have stored it before PostgreSQL rolled it back
        await refuseEndedMembership(trx, memberId, at)
        if (await hasDuplicateReceipt(trx, duplicateKey, sha256)) throw new ApiError(409, 'receiptDuplicate')
        // Counted in the write transaction, so uploads racing each other cannot all slip under it.
        const limit = receiptUploadLimit(await uploadTimesSince(trx, memberId, receiptUploadLookback(at)), at)
        if (limit) {
          c.header('Retry-After', String(limit.retryAfterSeconds))
          throw new ApiError(429, limit.code)
        }
        const earlier = await hasUploadedReceipt(trx, memberId)
        const id = await insertReceipt(
          trx,
          { memberId, retailerId: retailer.id, otherStore, receiptDate: form.receiptDate, invoiceNo: form.invoiceNo, duplicateKey, fileName: staged.name, fileKind: upload.kind, fileSha256: sha256, products: form.products },
          at,
        )
        await recordEvent(trx, memberId, { event: 'receiptUploaded', products: form.products.length }, at)
        stored = true
        const [receipt] = await memberReceipts(trx, config.apiRoot, { memberId, receiptId: id })
        return { status: 200, body: { receipt: receipt!, firstUploadMilestone: !earlier } }
      })
      // Here the row has committed (a replay stored nothing): from now on the staged file is kept,
      // even if the move fails, for the start-up sweep to finish.
      if (stored) {
        keep = true
        await staged.commit()
      }
      return c.json(answer.body, 200)
    } finally {
      if (!keep) await staged.discard()
    }
  })

  app.openapi({ ...contractRoute(fetchReceiptHistory), middleware: [member] }, async (c) =>
    c.json({ data: await memberReceipts(db, config.apiRoot, { memberId: c.get('member').id }) }, 200),
  )

  // The member's own receipts, and any receipt for a reviewer (a `dev` admin: the review queue); a
  // `superadmin` reaches only its own account pages (spec 3 §2.1).
  app.openapi(contractRoute(fetchReceiptFile), async (c) => {
    const token = bearerToken(c)
    const at = clock.now()
    const admin = token ? await findAdminSession(db, token, at) : undefined
    if (admin && admin.role !== 'dev') throw new ApiError(403, 'forbidden')
    const viewer = token && !admin ? await findMemberSession(db, token, at) : undefined
    if (!admin && !viewer) throw new ApiError(401, 'unauthorized')
    const { id } = c.req.valid('param')
    const receipt = await receiptFile(db, id)
    // Another member's receipt answers as if it did not exist.
    if (!receipt || (viewer && receipt.memberId !== viewer.id)) throw new ApiError(404, 'receiptNotFound')
    const data = await files.read('private', receipt.fileName)
    if (!data) throw new ApiError(404, 'receiptNotFound')
    // Personal data: kept in no cache, shared or private. A PDF is downloaded, never opened as a
    // document of this origin (a PDF can carry scripts and links); nosniff comes with every answer.
    const headers: Record<string, string> = { 'Content-Type': MEDIA_TYPES[receipt.fileKind as keyof typeof MEDIA_TYPES], 'Cache-Control': 'no-store' }
    if (receipt.fileKind === 'pdf') headers['Content-Disposition'] = `attachment; filename="receipt-${id}.pdf"`
    return c.body(new Uint8Array(data), 200, headers)
  })

  return app
}
