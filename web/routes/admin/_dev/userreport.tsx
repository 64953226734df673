import { createFileRoute, redirect } from '@tanstack/react-router'
import { PointUserReportPage } from '../../../features/admin/accounts/point-user-report-page.tsx'
import { positiveInt } from '../../../lib/search-params.ts'

/** Needs a member's id; without one, back to the point history. */
export const Route = createFileRoute('/admin/_dev/userreport')({
  validateSearch: (search: Record<string, unknown>): { member?: number } => ({ member: positiveInt(search.member) }),
  beforeLoad: ({ search }) => {
    if (!search.member) throw redirect({ to: '/admin/pointhistory', replace: true })
  },
  component: PointUserReport,
})

function PointUserReport() {
  return <PointUserReportPage memberId={Route.useSearch().member!} />
}
