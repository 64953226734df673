import { createFileRoute, redirect } from '@tanstack/react-router'
import { ViewNewsPage } from '../../../features/dashboard/view-news-page.tsx'
import { positiveInt } from '../../../lib/search-params.ts'

export const Route = createFileRoute('/_site/_member/viewnews')({
  validateSearch: (search: Record<string, unknown>): { news?: number } => ({ news: positiveInt(search.news) }),
  // Without a news id there is nothing to show: back to the dashboard, like any unknown member path.
  beforeLoad: ({ search }) => {
    if (!search.news) throw redirect({ to: '/dashboard', replace: true })
  },
  component: ViewNews,
})

function ViewNews() {
  const { news } = Route.useSearch()
  return <ViewNewsPage newsId={news!} />
}
