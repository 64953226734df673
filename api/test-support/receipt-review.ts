import { randomBytes } from 'node:crypto'
import { json } from './json.ts'
import { receiptForm, tinyPng, uploadReceipt } from './receipts.ts'
import type { TestServer } from './test-server.ts'

let colour = 0
/** A PNG no other upload of the test file has, so none is refused as a duplicate. */
export const newPng = () => tinyPng(++colour)

export interface ReceiptUpload {
  retailerId: number
  products: { skuId: number; quantity: number }[]
  /** A Malaysian date within the 30 days before the test clock (2 June 2026). */
  receiptDate?: string
  invoiceNo?: string
  otherStore?: string
  png?: Uint8Array
}

/** Sends a receipt through the real `POST /receipt/upload`, filling what the test leaves out. */
export function sendReceipt(server: TestServer, token: string, upload: ReceiptUpload) {
  const { png = newPng(), receiptDate = '2026-05-30', invoiceNo = `INV-${randomBytes(4).toString('hex')}`, ...fields } = upload
  return uploadReceipt(server, token, receiptForm({ ...fields, receiptDate, invoiceNo, file: { bytes: png, name: 'receipt.png', type: 'image/png' } }))
}

/** Uploads a receipt that must be accepted, so it waits in the review queue; answers its uuid. */
export async function pendingReceipt(server: TestServer, token: string, upload: ReceiptUpload): Promise<string> {
  const res = await sendReceipt(server, token, upload)
  const body = await json(res)
  if (res.status !== 200) throw new Error(`upload failed: ${JSON.stringify(body)}`)
  return body.receipt.id as string
}
