import { createFileRoute, redirect } from '@tanstack/react-router'
import { RewardDetailPage } from '../../../features/shop/reward-detail-page.tsx'
import { rewardDetailSearch } from '../../../features/shop/shop-search.ts'

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
  return <RewardDetailPage key={`${type}-${id}`} id={id!} kind={type} />
}
