import { createFileRoute } from '@tanstack/react-router'
import { DonateItemAddPage } from '../../../../features/admin/charity/donate-item-pages.tsx'

export const Route = createFileRoute('/admin/_dev/donate/add')({ component: DonateItemAddPage })
