import { createFileRoute } from '@tanstack/react-router'
import { AdminLayout } from '../../features/admin/admin-layout.tsx'
import { guard } from '../../lib/guard.ts'

/** Account pages, the only ones a `superadmin` reaches; `dev` reaches them too. */
export const Route = createFileRoute('/admin/_staff')({ beforeLoad: guard('staff'), component: AdminLayout })
