import { createFileRoute } from '@tanstack/react-router'
import { BrandDetailsPage } from '../../../../features/admin/brands/brand-details-page.tsx'
import { brandSearch, requireBrandId } from '../../../../features/admin/brands/brand-search.ts'

export const Route = createFileRoute('/admin/_dev/brand/details')({ validateSearch: brandSearch, beforeLoad: requireBrandId, component: BrandDetails })

function BrandDetails() {
  return <BrandDetailsPage id={Route.useSearch().id!} />
}
