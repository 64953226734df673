import { createFileRoute } from '@tanstack/react-router'
import { ItemAddPage } from '../../../../features/admin/shop-items/item-add-page.tsx'

export const Route = createFileRoute('/admin/_dev/pregnant/add')({ component: PregnantAdd })

function PregnantAdd() {
  return <ItemAddPage kind="pregnant" />
}
