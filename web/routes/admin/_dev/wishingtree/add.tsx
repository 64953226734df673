import { createFileRoute } from '@tanstack/react-router'
import { WisherAddPage } from '../../../../features/admin/charity/wisher-pages.tsx'

export const Route = createFileRoute('/admin/_dev/wishingtree/add')({ component: WisherAddPage })
