import { redirect } from '@tanstack/react-router'
import { positiveInt } from '../../../lib/search-params.ts'

/** An edit screen takes its row's id in the query: `?id=3`. */
export const idSearch = (search: Record<string, unknown>): { id?: number } => ({ id: positiveInt(search.id) })

/** Without an id an edit screen goes back to its dashboard (spec 3 §2.1). */
export const requireIdOr =
  (dashboard: string) =>
  ({ search }: { search: { id?: number } }) => {
    if (!search.id) throw redirect({ to: dashboard, replace: true })
  }
