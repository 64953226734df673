import { createFileRoute } from '@tanstack/react-router'
import { MassCreditNewPage } from '../../../../features/admin/mass-credit/new-page.tsx'

export const Route = createFileRoute('/admin/_dev/massCredit/new')({ component: MassCreditNewPage })
