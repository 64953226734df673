import { createFileRoute } from '@tanstack/react-router'
import { BrandAssignPage } from '../../../../features/admin/brands/brand-assign-page.tsx'
import { brandSearch, requireBrandId } from '../../../../features/admin/brands/brand-search.ts'

export const Route = createFileRoute('/admin/_dev/brand/assign')({ validateSearch: brandSearch, beforeLoad: requireBrandId, component: BrandAssign })

function BrandAssign() {
  return <BrandAssignPage id={Route.useSearch().id!} />
}
