import { json } from './json.ts'
import { solidPng } from './png.ts'
import { bearer, type ServerUnderTest } from './members.ts'

/** A real PNG; `seed` gives each its own colour, so none is a duplicate of another. */
export const tinyPng = (seed: number) => new Uint8Array(solidPng(2, 2, [seed & 255, (seed >> 8) & 255, 90]))

export interface ReceiptFields {
  retailerId: number
  receiptDate: string
  invoiceNo: string
  products: { skuId: number; quantity: number }[]
  otherStore?: string
  file?: { bytes: Uint8Array; name: string; type: string }
}

/** The upload form, as multipart, with fields left out or added as a test needs. */
export function receiptForm(fields: Partial<ReceiptFields>, extra: Record<string, string> = {}): FormData {
  const form = new FormData()
  if (fields.file) form.append('image', new Blob([new Uint8Array(fields.file.bytes)], { type: fields.file.type }), fields.file.name)
  if (fields.retailerId !== undefined) form.append('retailerId', String(fields.retailerId))
  if (fields.receiptDate !== undefined) form.append('receiptDate', fields.receiptDate)
  if (fields.invoiceNo !== undefined) form.append('invoiceNo', fields.invoiceNo)
  if (fields.products !== undefined) form.append('products', JSON.stringify(fields.products))
  if (fields.otherStore !== undefined) form.append('otherStore', fields.otherStore)
  for (const [k, v] of Object.entries(extra)) form.append(k, v)
  return form
}

export const uploadReceipt = (server: Pick<ServerUnderTest, 'api'>, token: string, form: FormData, headers: Record<string, string> = {}) =>
  fetch(`${server.api}/receipt/upload`, { method: 'POST', headers: { ...bearer(token), ...headers }, body: form })

/** The seeded stores and products the tests upload against. */
export async function pointChart(server: Pick<ServerUnderTest, 'api'>, token: string) {
  const retailers = (await json(await fetch(`${server.api}/receipt/retailers`, { method: 'POST', headers: bearer(token) }))).data as { label: string; value: number; isOther: boolean }[]
  const skus = (await json(await fetch(`${server.api}/receipt/skus`, { method: 'POST', headers: bearer(token) }))).data as { value: number; pointsPerUnit: number }[]
  return { store: retailers.find((r) => !r.isOther)!, others: retailers.find((r) => r.isOther)!, skus, retailers }
}
