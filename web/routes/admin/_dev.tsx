import { createFileRoute } from '@tanstack/react-router'
import { AdminLayout } from '../../features/admin/admin-layout.tsx'
import { guard } from '../../lib/guard.ts'

/** The back office, for role `dev` only. */
export const Route = createFileRoute('/admin/_dev')({ beforeLoad: guard('dev'), component: AdminLayout })
