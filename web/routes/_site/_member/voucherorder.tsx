import { createFileRoute, redirect } from '@tanstack/react-router'
import { voucherOrderSearch } from '../../../features/shop/shop-search.ts'
import { VoucherOrderPage } from '../../../features/shop/vouchers/voucher-order-page.tsx'

export const Route = createFileRoute('/_site/_member/voucherorder')({
  validateSearch: voucherOrderSearch,
  // Without a voucher there is nothing to show (spec 2 §2): back to the dashboard.
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/dashboard', replace: true })
  },
  component: VoucherOrder,
})

function VoucherOrder() {
  const { id } = Route.useSearch()
  return <VoucherOrderPage key={id} id={id!} />
}
