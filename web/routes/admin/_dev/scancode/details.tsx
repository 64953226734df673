import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod'
import { BatchDetailsPage } from '../../../../features/admin/code-batches/batch-details-page.tsx'

/** Needs a batch id; without one, back to the dashboard (spec 3 §2.1). */
export const Route = createFileRoute('/admin/_dev/scancode/details')({
  validateSearch: z.object({ id: z.coerce.number().int().positive().optional().catch(undefined) }),
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/admin/scancode/dashboard', replace: true })
  },
  component: BatchDetails,
})

function BatchDetails() {
  return <BatchDetailsPage id={Route.useSearch().id!} />
}
