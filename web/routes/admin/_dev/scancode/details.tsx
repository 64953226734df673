import { createFileRoute, redirect } from '@tanstack/react-router'
import { BatchDetailsPage } from '../../../../features/admin/code-batches/batch-details-page.tsx'
import { positiveInt } from '../../../../lib/search-params.ts'

/** Needs a batch id; without one, back to the dashboard (spec 3 §2.1). */
export const Route = createFileRoute('/admin/_dev/scancode/details')({
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({ id: positiveInt(search.id) }),
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/admin/scancode/dashboard', replace: true })
  },
  component: BatchDetails,
})

function BatchDetails() {
  return <BatchDetailsPage id={Route.useSearch().id!} />
}
