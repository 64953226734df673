import type { VOUCHER_STATUSES } from '../../../../domain/vouchers.ts'

/** Codes shown per page: a batch may hold 100,000, and a page of them stays quick to draw. */
export const CODES_PER_PAGE = 100

export type VoucherStatus = (typeof VOUCHER_STATUSES)[number]
export type StatusFilter = VoucherStatus | 'all'

interface Searchable {
  code: string
  status: VoucherStatus
  name: string | null
  number: string | null
  email: string | null
}

/**
 * What a search looks through, per row, made once per batch: the code and the holder's name,
 * number and email, lower-cased, so each keystroke is one `includes` per row.
 */
export const searchIndex = (rows: readonly Searchable[]): string[] => rows.map((r) => [r.code, r.name ?? '', r.number ?? '', r.email ?? ''].join('\n').toLowerCase())

/** The rows whose code or holder contains the search (any case), of the status chosen, in batch order. */
export function matchingRows<T extends Searchable>(rows: readonly T[], index: readonly string[], search: string, status: StatusFilter): T[] {
  const needle = search.trim().toLowerCase()
  if (!needle && status === 'all') return rows as T[]
  return rows.filter((row, i) => (status === 'all' || row.status === status) && (!needle || index[i]!.includes(needle)))
}

export interface Page<T> {
  rows: T[]
  /** 1-based, within 1..pages. */
  page: number
  pages: number
  /** The 1-based positions of the first and last row shown (0 and 0 when there are none). */
  from: number
  to: number
}

/** One page of rows; a page past the end shows the last. */
export function pageOf<T>(rows: readonly T[], page: number, size = CODES_PER_PAGE): Page<T> {
  const pages = Math.max(1, Math.ceil(rows.length / size))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages)
  const start = (current - 1) * size
  const shown = rows.slice(start, start + size)
  return { rows: shown, page: current, pages, from: shown.length ? start + 1 : 0, to: start + shown.length }
}

/** Each status with how many rows have it, for the filter's choices. */
export function statusCounts(rows: readonly Searchable[]): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = { all: rows.length, available: 0, redeemed: 0, used: 0 }
  for (const row of rows) counts[row.status]++
  return counts
}
