import { createFileRoute } from '@tanstack/react-router'
import { ArticleEditPage } from '../../../../features/admin/articles/article-edit-page.tsx'
import { articleSearch, requireArticleId } from '../../../../features/admin/articles/article-screens.ts'

export const Route = createFileRoute('/admin/_dev/article/edit')({ validateSearch: articleSearch, beforeLoad: requireArticleId, component: ArticleEdit })

function ArticleEdit() {
  return <ArticleEditPage id={Route.useSearch().id!} />
}
