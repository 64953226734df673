import { createFileRoute } from '@tanstack/react-router'
import { AdminUsersPage } from '../../../features/admin/users/admin-users-page.tsx'

export const Route = createFileRoute('/admin/_dev/users')({ component: AdminUsersPage })
