import { createFileRoute } from '@tanstack/react-router'
import { ItemAddPage } from '../../../../features/admin/shop-items/item-add-page.tsx'

export const Route = createFileRoute('/admin/_dev/item/add')({ component: ItemAdd })

function ItemAdd() {
  return <ItemAddPage kind="item" />
}
