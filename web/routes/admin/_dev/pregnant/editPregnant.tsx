import { createFileRoute } from '@tanstack/react-router'
import { ItemEditPage } from '../../../../features/admin/shop-items/item-edit-page.tsx'
import { itemSearch, requireItemId } from '../../../../features/admin/shop-items/item-screens.ts'

export const Route = createFileRoute('/admin/_dev/pregnant/editPregnant')({ validateSearch: itemSearch, beforeLoad: requireItemId('pregnant'), component: PregnantEdit })

function PregnantEdit() {
  return <ItemEditPage kind="pregnant" id={Route.useSearch().id!} />
}
