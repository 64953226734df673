import { createFileRoute } from '@tanstack/react-router'
import { PointShopPage } from '../../../features/shop/point-shop-page.tsx'
import { pointShopSearch } from '../../../features/shop/shop-search.ts'

export const Route = createFileRoute('/_site/_member/pointshop')({ validateSearch: pointShopSearch, component: PointShop })

function PointShop() {
  const { tab, list } = Route.useSearch()
  return <PointShopPage tab={tab ?? 'shop'} list={list ?? 'current'} />
}
