import { redirect } from '@tanstack/react-router'
import { positiveInt } from '../../../lib/search-params.ts'

/** The sample screens (spec 3 §2.4). */
export const SCREENS = { dashboard: '/admin/sample/dashboard', add: '/admin/sample/add', edit: '/admin/sample/edit' } as const

/** The edit screen takes the sample's id in the query: `?id=3`. */
export const sampleSearch = (search: Record<string, unknown>): { id?: number } => ({ id: positiveInt(search.id) })

/** Without a sample id the edit screen goes back to the dashboard (spec 3 §2.1). */
export const requireSampleId = ({ search }: { search: { id?: number } }) => {
  if (!search.id) throw redirect({ to: SCREENS.dashboard, replace: true })
}
