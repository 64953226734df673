import { createFileRoute } from '@tanstack/react-router'
import { OrderConfirmPage } from '../../../../features/shop/order-confirm-page.tsx'
import { confirmSearch, readyToConfirm } from '../../../../features/shop/shop-search.ts'

/** Catalogue orders; with an empty cart or no address picked, back to the shop (spec 2 §2). */
export const Route = createFileRoute('/_site/_member/order/confirm')({
  validateSearch: confirmSearch,
  beforeLoad: ({ search }) => readyToConfirm('item', search.addressId),
  component: ConfirmOrder,
})

function ConfirmOrder() {
  return <OrderConfirmPage kind="item" addressId={Route.useSearch().addressId!} />
}
