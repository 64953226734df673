import { createFileRoute } from '@tanstack/react-router'
import { NewsAddPage } from '../../../../features/admin/news/news-add-page.tsx'

export const Route = createFileRoute('/admin/_dev/news/add')({ component: NewsAddPage })
