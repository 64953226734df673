import { createFileRoute } from '@tanstack/react-router'
import { ArticlesDashboardPage } from '../../../../features/admin/articles/articles-dashboard-page.tsx'

export const Route = createFileRoute('/admin/_dev/article/dashboard')({ component: ArticlesDashboardPage })
