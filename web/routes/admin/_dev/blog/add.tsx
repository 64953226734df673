import { createFileRoute } from '@tanstack/react-router'
import { BlogAddPage } from '../../../../features/admin/charity/blog-pages.tsx'

export const Route = createFileRoute('/admin/_dev/blog/add')({ component: BlogAddPage })
