import { createFileRoute } from '@tanstack/react-router'
import { AccountsPage } from '../../../../features/admin/accounts/accounts-page.tsx'

export const Route = createFileRoute('/admin/_staff/account/')({ component: AccountsPage })
