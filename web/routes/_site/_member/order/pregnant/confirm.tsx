import { createFileRoute } from '@tanstack/react-router'
import { OrderConfirmPage } from '../../../../../features/shop/order-confirm-page.tsx'
import { confirmSearch, readyToConfirm } from '../../../../../features/shop/shop-search.ts'

/** Pregnant-mum offer orders; with an empty cart or no address picked, back to the shop (spec 2 §2). */
export const Route = createFileRoute('/_site/_member/order/pregnant/confirm')({
  validateSearch: confirmSearch,
  beforeLoad: ({ search }) => readyToConfirm('pregnant', search.addressId),
  component: ConfirmPregnantOrder,
})

function ConfirmPregnantOrder() {
  return <OrderConfirmPage kind="pregnant" addressId={Route.useSearch().addressId!} />
}
