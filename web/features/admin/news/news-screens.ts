import { redirect } from '@tanstack/react-router'
import { positiveInt } from '../../../lib/search-params.ts'

/** The news screens (spec 3 §2.9). */
export const SCREENS = { dashboard: '/admin/news/dashboard', add: '/admin/news/add', edit: '/admin/news/edit' } as const

/** The edit screen takes the item's id in the query: `?id=3`. */
export const newsSearch = (search: Record<string, unknown>): { id?: number } => ({ id: positiveInt(search.id) })

/** Without an id the edit screen goes back to the dashboard (spec 3 §2.1). */
export const requireNewsId = ({ search }: { search: { id?: number } }) => {
  if (!search.id) throw redirect({ to: SCREENS.dashboard, replace: true })
}
