import { createFileRoute, redirect } from '@tanstack/react-router'
import { ActivityPage } from '../../../features/contests/activity-page.tsx'
import { activitySearch } from '../../../features/contests/contest-search.ts'

export const Route = createFileRoute('/_site/_member/activity')({
  validateSearch: activitySearch,
  // Without a contest there is nothing to show (spec 2 §2): back to the list.
  beforeLoad: ({ search }) => {
    if (!search.contest) throw redirect({ to: '/contest', replace: true })
  },
  component: Activity,
})

function Activity() {
  const { contest } = Route.useSearch()
  return <ActivityPage key={contest} id={contest!} />
}
