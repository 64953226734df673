import { createFileRoute } from '@tanstack/react-router'
import { PromoterAddPage } from '../../../../features/admin/promoters/promoter-pages.tsx'

export const Route = createFileRoute('/admin/_dev/promoter/add')({ component: PromoterAddPage })
