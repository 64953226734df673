import { Link, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { canAddOne, type OrderKind, type ShopItem } from '../../../domain/shop.ts'
import { LoadView } from '../../components/load-view.tsx'
import { addOne, useCartStore } from '../../lib/cart-store.ts'
import { formatNumber } from '../../lib/format.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useMemberStore } from '../../lib/member-store.ts'
import { useLoad } from '../../lib/use-load.ts'
import { fetchItems } from './api/fetch-shop.ts'
import './shop.css'

/**
 * `/rewarddetail?id=&type=` (spec 2 §2): one catalogue item or pregnant-mum offer in full, with
 * Add to cart. An item the shop no longer offers (or never did) sends the member back to the shop.
 */
export function RewardDetailPage({ id, kind }: { id: number; kind: OrderKind }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { loaded, reload } = useLoad(useCallback(() => fetchItems(kind), [kind]))
  const item = loaded.status === 'ready' ? loaded.data.find((i) => i.id === id) : undefined
  const unknown = loaded.status === 'ready' && !item
  useEffect(() => {
    if (unknown) void navigate({ to: '/pointshop', replace: true })
  }, [unknown, navigate])

  return (
    <section className="page narrow reward-detail">
      <LoadView loaded={loaded} failedText={t('shop.loadFailed')} onRetry={reload}>
        {() => (item ? <ItemDetail item={item} kind={kind} /> : null)}
      </LoadView>
      <p>
        <Link to="/pointshop">{t('shop.backToShop')}</Link>
      </p>
    </section>
  )
}

function ItemDetail({ item, kind }: { item: ShopItem; kind: OrderKind }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const navigate = useNavigate()
  const balance = useMemberStore((s) => s.member?.totalPoints ?? 0)
  const cart = useCartStore((s) => s.carts[kind])
  const inCart = cart[item.id]?.quantity ?? 0
  const addable = addOne(cart, item, balance) !== null
  const add = () => {
    if (useCartStore.getState().add(kind, item, balance)) void navigate({ to: '/order/addtocart', search: { type: kind } })
  }
  return (
    <article className="reward-detail-item">
      <img src={item.itemImage[language]} alt={item.itemName[language]} width="320" height="320" />
      <div>
        <h1>{item.itemName[language]}</h1>
        <p className="shop-card-brand">{item.itemBrand}</p>
        <p className="reward-detail-points">{t('shop.points', { points: formatNumber(item.points) })}</p>
        <p>{t('shop.detail.remaining', { remaining: formatNumber(item.remaining) })}</p>
        <p className="reward-detail-description">{item.description[language]}</p>
        {inCart > 0 && <p>{t('shop.detail.inCart', { quantity: inCart })}</p>}
        <button type="button" className="button" disabled={!addable} onClick={add}>
          {t('shop.detail.addToCart')}
        </button>
        <p role="status" className="shop-hint">
          {!addable && t(canAddOne(balance, cart, item.points) ? 'shop.detail.limitReached' : 'shop.notEnoughPoints')}
        </p>
      </div>
    </article>
  )
}
