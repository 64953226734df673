import { redirect } from '@tanstack/react-router'
import { z } from 'zod'

/** Edit, details and assign take the brand's id in the query: `?id=3`. */
export const BrandSearch = z.object({ id: z.coerce.number().int().positive().optional().catch(undefined) })

/** Without a brand id these screens go back to the dashboard (spec 3 §2.1). */
export function requireBrandId({ search }: { search: z.infer<typeof BrandSearch> }) {
  if (!search.id) throw redirect({ to: '/admin/brand/dashboard', replace: true })
}
