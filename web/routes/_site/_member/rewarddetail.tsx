import { createFileRoute, redirect } from '@tanstack/react-router'
import { DonateItemDetailPage } from '../../../features/shop/donate/donate-item-detail-page.tsx'
import { RewardDetailPage } from '../../../features/shop/reward-detail-page.tsx'
import { rewardDetailSearch } from '../../../features/shop/shop-search.ts'
import { VoucherDetailPage } from '../../../features/shop/vouchers/voucher-detail-page.tsx'

export const Route = createFileRoute('/_site/_member/rewarddetail')({
  validateSearch: rewardDetailSearch,
  // Without an item there is nothing to show (spec 2 §2): back to the shop.
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/pointshop', replace: true })
  },
  component: RewardDetail,
})

function RewardDetail() {
  const { id, type } = Route.useSearch()
  if (type === 'voucher') return <VoucherDetailPage key={id} id={id!} />
  if (type === 'donate') return <DonateItemDetailPage key={id} id={id!} />
  return <RewardDetailPage key={`${type}-${id}`} id={id!} kind={type} />
}
