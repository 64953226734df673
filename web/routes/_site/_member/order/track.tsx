import { createFileRoute, redirect } from '@tanstack/react-router'
import { trackSearch } from '../../../../features/shop/shop-search.ts'
import { TrackOrderPage } from '../../../../features/shop/track-order-page.tsx'

export const Route = createFileRoute('/_site/_member/order/track')({
  validateSearch: trackSearch,
  // Without an order id there is nothing to track (spec 2 §2): back to the dashboard.
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/dashboard', replace: true })
  },
  component: TrackOrder,
})

function TrackOrder() {
  const { id } = Route.useSearch()
  return <TrackOrderPage key={id} id={id!} />
}
