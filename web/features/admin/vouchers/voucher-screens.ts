import { positiveInt } from '../../../lib/search-params.ts'

/** The back office's voucher screens (spec 3 §2.7). */
export const VOUCHER_SCREENS = {
  dashboard: '/admin/voucher/dashboard',
  addType: '/admin/voucher/type/add',
  upload: '/admin/voucher/upload',
  batches: '/admin/voucher/batch/details',
  codes: '/admin/voucher/details',
} as const

/**
 * The screens after the dashboard take an id in the query (ui/id-search.ts): the upload and the
 * batches a voucher type's (`?id=3`), the codes a batch's (`?id=12`, with `type=3` to lead back to its type).
 */
export const codesSearch = (search: Record<string, unknown>): { id?: number; type?: number } => ({ id: positiveInt(search.id), type: positiveInt(search.type) })
