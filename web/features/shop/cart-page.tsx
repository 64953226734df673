import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { cartAffordable, cartTotal, type OrderKind } from '../../../domain/shop.ts'
import { addOne, useCartStore } from '../../lib/cart-store.ts'
import { formatNumber } from '../../lib/format.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useMemberStore } from '../../lib/member-store.ts'
import { CartLines, CartTotals } from './cart-lines.tsx'
import { addressTypeFor } from './shop-search.ts'
import './shop.css'

/**
 * `/order/addtocart?type=` (spec 2 §2, §5): the cart of one kind of order, kept on the device.
 * Plus only while the points left after the cart cover one more, minus removes a line at 1, and
 * Confirm (on to the delivery address) only when the member's points cover the whole cart.
 */
export function CartPage({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const navigate = useNavigate()
  const balance = useMemberStore((s) => s.member?.totalPoints ?? 0)
  const cart = useCartStore((s) => s.carts[kind])
  const { add, remove } = useCartStore.getState()
  const lines = Object.values(cart)
  const affordable = cartAffordable(balance, cart)

  return (
    <section className="page narrow cart-page">
      <h1>{t(kind === 'pregnant' ? 'shop.cart.pregnantTitle' : 'shop.cart.title')}</h1>
      {lines.length === 0 ? (
        <p className="notice">{t('shop.cart.empty')}</p>
      ) : (
        <>
          <CartLines
            cart={cart}
            controls={(line) => {
              const name = line.item.itemName[language]
              return (
                <span className="cart-quantity" role="group" aria-label={t('shop.cart.quantityOf', { name })}>
                  <button type="button" className="quantity-button" aria-label={t('shop.cart.less', { name })} onClick={() => remove(kind, line.item.id)}>
                    −
                  </button>
                  <span className="quantity-value">{formatNumber(line.quantity)}</span>
                  <button
                    type="button"
                    className="quantity-button"
                    aria-label={t('shop.cart.more', { name })}
                    disabled={addOne(cart, line.item, balance) === null}
                    onClick={() => add(kind, line.item, balance)}
                  >
                    +
                  </button>
                </span>
              )
            }}
          />
          <CartTotals total={cartTotal(cart)} balance={balance} />
        </>
      )}
      <p role="status" className="shop-hint">
        {lines.length > 0 && !affordable && t('shop.notEnoughPoints')}
      </p>
      <div className="button-row">
        <Link className="button secondary" to="/pointshop">
          {t('shop.cart.addItem')}
        </Link>
        <button type="button" className="button" disabled={!affordable} onClick={() => void navigate({ to: '/viewAddress', search: { type: addressTypeFor(kind) } })}>
          {t('shop.cart.confirm')}
        </button>
      </div>
    </section>
  )
}
