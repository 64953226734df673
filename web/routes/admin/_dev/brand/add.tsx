import { createFileRoute } from '@tanstack/react-router'
import { BrandAddPage } from '../../../../features/admin/brands/brand-add-page.tsx'

export const Route = createFileRoute('/admin/_dev/brand/add')({ component: BrandAddPage })
