import { createFileRoute } from '@tanstack/react-router'
import { ItemEditPage } from '../../../../features/admin/shop-items/item-edit-page.tsx'
import { itemSearch, requireItemId } from '../../../../features/admin/shop-items/item-screens.ts'

export const Route = createFileRoute('/admin/_dev/item/edit')({ validateSearch: itemSearch, beforeLoad: requireItemId('item'), component: ItemEdit })

function ItemEdit() {
  return <ItemEditPage kind="item" id={Route.useSearch().id!} />
}
