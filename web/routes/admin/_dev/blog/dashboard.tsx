import { createFileRoute } from '@tanstack/react-router'
import { BlogsDashboardPage } from '../../../../features/admin/charity/blog-pages.tsx'

export const Route = createFileRoute('/admin/_dev/blog/dashboard')({ component: BlogsDashboardPage })
