import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ORDER_KINDS } from '../../../domain/shop.ts'
import { useCartStore } from '../../lib/cart-store.ts'

/** The way to each cart that holds something, with how many units it holds. */
export function CartLinks() {
  const { t } = useTranslation()
  const carts = useCartStore((s) => s.carts)
  const filled = ORDER_KINDS.map((kind) => ({ kind, units: Object.values(carts[kind]).reduce((sum, line) => sum + line.quantity, 0) })).filter((c) => c.units > 0)
  if (filled.length === 0) return null
  return (
    <p className="cart-links">
      {filled.map(({ kind, units }) => (
        <Link key={kind} className="button secondary" to="/order/addtocart" search={{ type: kind }}>
          {t(kind === 'pregnant' ? 'shop.cart.openPregnant' : 'shop.cart.open', { units })}
        </Link>
      ))}
    </p>
  )
}
