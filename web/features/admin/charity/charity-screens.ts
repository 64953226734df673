import { redirect } from '@tanstack/react-router'
import { positiveInt } from '../../../lib/search-params.ts'

/** The Share a Little Comfort screens of the back office (spec 3 §2.9). */
export const SCREENS = {
  wishers: { dashboard: '/admin/wishingtree/dashboard', add: '/admin/wishingtree/add', edit: '/admin/wishingtree/edit' },
  journey: { dashboard: '/admin/journey/dashboard', edit: '/admin/journey/edit' },
  blogs: { dashboard: '/admin/blog/dashboard', add: '/admin/blog/add', edit: '/admin/blog/edit' },
  donate: { dashboard: '/admin/donate/dashboard', add: '/admin/donate/add', edit: '/admin/donate/edit' },
} as const

/** An edit screen takes its row's id in the query: `?id=3`. */
export const idSearch = (search: Record<string, unknown>): { id?: number } => ({ id: positiveInt(search.id) })

/** Without an id an edit screen goes back to its dashboard (spec 3 §2.1). */
export const requireIdOr =
  (dashboard: string) =>
  ({ search }: { search: { id?: number } }) => {
    if (!search.id) throw redirect({ to: dashboard, replace: true })
  }
