import { randomInt } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { solidPng } from './png.ts'
import { businessDate } from '../../domain/business-time.ts'

const authorization = (token: string) => ({ Authorization: `Bearer ${token}` })

/** The active stores and products the upload form offers. */
export async function uploadOptions(request: APIRequestContext, token: string) {
  const list = async <T>(path: string) => ((await (await request.post(path, { headers: authorization(token) })).json()) as { data: T[] }).data
  return {
    retailers: await list<{ value: number; label: string; isOther: boolean }>('/api/receipt/retailers'),
    skus: await list<{ value: number; label: { en: string; bm: string }; pointsPerUnit: number }>('/api/receipt/skus'),
  }
}

/** Uploads a receipt as the member through the API, with a PNG no other upload has; answers its id. */
export async function uploadReceipt(
  request: APIRequestContext,
  token: string,
  receipt: { retailerId: number; invoiceNo: string; products: { skuId: number; quantity: number }[] },
): Promise<string> {
  const colour: [number, number, number] = [randomInt(256), randomInt(256), randomInt(256)]
  const res = await request.post('/api/receipt/upload', {
    headers: authorization(token),
    multipart: {
      image: { name: 'receipt.png', mimeType: 'image/png', buffer: solidPng(60, 90, colour) },
      retailerId: String(receipt.retailerId),
      receiptDate: businessDate(new Date()),
      invoiceNo: receipt.invoiceNo,
      products: JSON.stringify(receipt.products),
    },
  })
  if (!res.ok()) throw new Error(`upload failed: ${await res.text()}`)
  return ((await res.json()) as { receipt: { id: string } }).receipt.id
}

export interface HistoryReceipt {
  id: string
  status: 'pending' | 'approved' | 'rejected'
  points: number | null
  reason: string | null
}

/** The member's receipt history, as their own page reads it. */
export async function receiptHistory(request: APIRequestContext, token: string): Promise<HistoryReceipt[]> {
  return ((await (await request.get('/api/receipt/history', { headers: authorization(token) })).json()) as { data: HistoryReceipt[] }).data
}
