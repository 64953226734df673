import { createFileRoute } from '@tanstack/react-router'
import { ContestAddPage } from '../../../../features/admin/contests/contest-add-page.tsx'

export const Route = createFileRoute('/admin/_dev/contest/add')({ component: ContestAddPage })
