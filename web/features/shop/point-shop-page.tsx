import { Link, useNavigate } from '@tanstack/react-router'
import { NoticeBlock } from '../../components/notice-block.tsx'
import { useTranslation } from 'react-i18next'
import { LoadView } from '../../components/load-view.tsx'
import { Tabs } from '../../components/tabs.tsx'
import { useLoad } from '../../lib/use-load.ts'
import { fetchOrders } from './api/fetch-orders.ts'
import { CartLinks } from './cart-links.tsx'
import { OrderCard } from './order-card.tsx'
import type { ShopTab, VoucherList } from './shop-search.ts'
import { ShopCatalogue } from './shop-catalogue.tsx'
import { MysteryHistory } from './mystery-box/mystery-history.tsx'
import { MyVouchers } from './vouchers/my-vouchers.tsx'
import './shop.css'

/**
 * `/pointshop` (spec 2 §2): the Shop, the member's order history, My vouchers and My mystery box,
 * each on its tab; the tab is in the URL (`?tab=orders`, `?tab=vouchers`, `?tab=mysterybox`), so a
 * link or a reload opens the same one.
 */
export function PointShopPage({ tab, list = 'current' }: { tab: ShopTab; list?: VoucherList }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <section className="page point-shop">
      <h1>{t('pages.pointShop')}</h1>
      <NoticeBlock kind="promotion" label={t('shop.promotions')} />
      <CartLinks />
      <Tabs
        label={t('pages.pointShop')}
        tabs={[
          { key: 'shop', label: t('shop.tabs.shop') },
          { key: 'orders', label: t('shop.tabs.orders') },
          { key: 'vouchers', label: t('vouchers.tab') },
          { key: 'mysterybox', label: t('mysteryBox.tab') },
        ]}
        selected={tab}
        onSelect={(key) => void navigate({ to: '/pointshop', search: key === 'shop' ? {} : { tab: key }, replace: true })}
      >
        {tab === 'orders' ? <OrderHistory /> : tab === 'vouchers' ? <MyVouchers list={list} /> : tab === 'mysterybox' ? <MysteryHistory /> : <ShopCatalogue />}
      </Tabs>
    </section>
  )
}

function OrderHistory() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchOrders)
  return (
    <LoadView loaded={loaded} failedText={t('shop.order.loadFailed')} onRetry={reload}>
      {(orders) =>
        orders.length === 0 ? (
          <div className="notice">
            <p>{t('shop.order.none')}</p>
            <Link to="/pointshop">{t('shop.backToShop')}</Link>
          </div>
        ) : (
          <ul className="order-list" aria-label={t('shop.tabs.orders')}>
            {orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} trackLink />
              </li>
            ))}
          </ul>
        )
      }
    </LoadView>
  )
}
