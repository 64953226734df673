import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '../../../../features/shop/cart-page.tsx'
import { kindSearch } from '../../../../features/shop/shop-search.ts'

export const Route = createFileRoute('/_site/_member/order/addtocart')({ validateSearch: kindSearch, component: AddToCart })

function AddToCart() {
  return <CartPage kind={Route.useSearch().type} />
}
