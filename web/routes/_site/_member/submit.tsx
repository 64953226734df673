import { createFileRoute, redirect } from '@tanstack/react-router'
import { submitSearch } from '../../../features/contests/contest-search.ts'
import { SubmitPage } from '../../../features/contests/submit-page.tsx'

export const Route = createFileRoute('/_site/_member/submit')({
  validateSearch: submitSearch,
  // The form needs its contest and how many entries (spec 2 §2): without them, the contest or the list.
  beforeLoad: ({ search }) => {
    if (!search.contest) throw redirect({ to: '/contest', replace: true })
    if (!search.entries) throw redirect({ to: '/activity', search: { contest: search.contest }, replace: true })
  },
  component: Submit,
})

function Submit() {
  const { contest, entries } = Route.useSearch()
  return <SubmitPage key={`${contest}-${entries}`} id={contest!} entries={entries!} />
}
