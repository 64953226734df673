import { redirect } from '@tanstack/react-router'
import { positiveInt } from '../../../lib/search-params.ts'

/** The article screens (spec 3 §2.9). */
export const SCREENS = { dashboard: '/admin/article/dashboard', add: '/admin/article/add', edit: '/admin/article/edit' } as const

/** The edit screen takes the article's id in the query: `?id=3`. */
export const articleSearch = (search: Record<string, unknown>): { id?: number } => ({ id: positiveInt(search.id) })

/** Without an id the edit screen goes back to the dashboard (spec 3 §2.1). */
export const requireArticleId = ({ search }: { search: { id?: number } }) => {
  if (!search.id) throw redirect({ to: SCREENS.dashboard, replace: true })
}
