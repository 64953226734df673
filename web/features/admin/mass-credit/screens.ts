import { redirect } from '@tanstack/react-router'
import { positiveInt } from '../../../lib/search-params.ts'

/** The back office's mass-credit screens (spec 3 §2.11). */
export const MASS_CREDIT_SCREENS = {
  dashboard: '/admin/massCredit/dashboard',
  add: '/admin/massCredit/new',
  details: '/admin/massCredit/details',
} as const

export const idSearch = (search: Record<string, unknown>): { id?: number } => ({ id: positiveInt(search.id) })

/** Details without a batch's id go back to the dashboard (spec 3 §2.1). */
export const requireId = ({ search }: { search: { id?: number } }) => {
  if (!search.id) throw redirect({ to: MASS_CREDIT_SCREENS.dashboard, replace: true })
}

/** How often a screen looks again while a batch is crediting or reversing. */
export const WORKING_POLL_MS = 1_500
