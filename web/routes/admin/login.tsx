import { createFileRoute } from '@tanstack/react-router'
import { AdminLoginPage } from '../../features/admin/admin-login-page.tsx'
import { guard } from '../../lib/guard.ts'

export const Route = createFileRoute('/admin/login')({ beforeLoad: guard('adminGuest'), component: AdminLoginPage })
