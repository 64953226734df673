import { redirect } from '@tanstack/react-router'
import { positiveInt } from '../../../lib/search-params.ts'

/** Edit, details and assign take the brand's id in the query: `?id=3`. */
export const brandSearch = (search: Record<string, unknown>): { id?: number } => ({ id: positiveInt(search.id) })

/** Without a brand id these screens go back to the dashboard (spec 3 §2.1). */
export function requireBrandId({ search }: { search: { id?: number } }) {
  if (!search.id) throw redirect({ to: '/admin/brand/dashboard', replace: true })
}
