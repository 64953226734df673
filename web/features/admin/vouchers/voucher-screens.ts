import { redirect } from '@tanstack/react-router'
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
 * The screens after the dashboard take an id in the query: the upload and the batches a voucher
 * type's (`?id=3`), the codes a batch's (`?id=12`, with `type=3` to lead back to its type).
 */
export const idSearch = (search: Record<string, unknown>): { id?: number } => ({ id: positiveInt(search.id) })
export const codesSearch = (search: Record<string, unknown>): { id?: number; type?: number } => ({ id: positiveInt(search.id), type: positiveInt(search.type) })

/** Without the id it needs a screen goes back to the dashboard (spec 3 §2.1). */
export const requireId = ({ search }: { search: { id?: number } }) => {
  if (!search.id) throw redirect({ to: VOUCHER_SCREENS.dashboard, replace: true })
}
