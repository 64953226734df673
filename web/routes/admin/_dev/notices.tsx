import { createFileRoute } from '@tanstack/react-router'
import { NoticesPage } from '../../../features/admin/notices/notices-page.tsx'

export const Route = createFileRoute('/admin/_dev/notices')({ component: NoticesPage })
