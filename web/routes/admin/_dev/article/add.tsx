import { createFileRoute } from '@tanstack/react-router'
import { ArticleAddPage } from '../../../../features/admin/articles/article-add-page.tsx'

export const Route = createFileRoute('/admin/_dev/article/add')({ component: ArticleAddPage })
