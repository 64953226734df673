import { createFileRoute } from '@tanstack/react-router'
import { AuditPage } from '../../../features/admin/audit/audit-page.tsx'

export const Route = createFileRoute('/admin/_dev/audit')({ component: AuditPage })
