import { redirect } from '@tanstack/react-router'
import { positiveInt } from '../../../lib/search-params.ts'

/** The contest screens (spec 3 §2.9). */
export const SCREENS = { dashboard: '/admin/contest/dashboard', add: '/admin/contest/add', edit: '/admin/contest/edit' } as const

/** The edit screen takes the contest's id in the query: `?id=3`. */
export const contestSearch = (search: Record<string, unknown>): { id?: number } => ({ id: positiveInt(search.id) })

/** Without an id the edit screen goes back to the dashboard (spec 3 §2.1). */
export const requireContestId = ({ search }: { search: { id?: number } }) => {
  if (!search.id) throw redirect({ to: SCREENS.dashboard, replace: true })
}
