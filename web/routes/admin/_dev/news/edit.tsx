import { createFileRoute } from '@tanstack/react-router'
import { NewsEditPage } from '../../../../features/admin/news/news-edit-page.tsx'
import { newsSearch, requireNewsId } from '../../../../features/admin/news/news-screens.ts'

export const Route = createFileRoute('/admin/_dev/news/edit')({ validateSearch: newsSearch, beforeLoad: requireNewsId, component: NewsEdit })

function NewsEdit() {
  return <NewsEditPage id={Route.useSearch().id!} />
}
