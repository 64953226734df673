import { createFileRoute } from '@tanstack/react-router'
import { BrandEditPage } from '../../../../features/admin/brands/brand-edit-page.tsx'
import { brandSearch, requireBrandId } from '../../../../features/admin/brands/brand-search.ts'

export const Route = createFileRoute('/admin/_dev/brand/edit')({ validateSearch: brandSearch, beforeLoad: requireBrandId, component: BrandEdit })

function BrandEdit() {
  return <BrandEditPage id={Route.useSearch().id!} />
}
