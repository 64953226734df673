import { createFileRoute } from '@tanstack/react-router'
import { ContestEditPage } from '../../../../features/admin/contests/contest-edit-page.tsx'
import { contestSearch, requireContestId } from '../../../../features/admin/contests/contest-screens.ts'

export const Route = createFileRoute('/admin/_dev/contest/edit')({ validateSearch: contestSearch, beforeLoad: requireContestId, component: ContestEdit })

function ContestEdit() {
  return <ContestEditPage id={Route.useSearch().id!} />
}
