import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Cart, CartLine } from '../../../domain/shop.ts'
import { formatNumber } from '../../lib/format.ts'
import { useCurrentLanguage } from '../../lib/language.ts'

/** A cart's lines: image, name, units times points; `controls` puts plus and minus on each. */
export function CartLines({ cart, controls }: { cart: Cart; controls?: (line: CartLine) => ReactNode }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  return (
    <ul className="cart-lines" aria-label={t('shop.cart.lines')}>
      {Object.values(cart).map((line) => (
        <li key={line.item.id}>
          <img src={line.item.itemImage[language]} alt="" width="64" height="64" />
          <span className="cart-line-name">{line.item.itemName[language]}</span>
          <span className="cart-line-points">{t('shop.cart.lineTotal', { quantity: line.quantity, points: formatNumber(line.item.points) })}</span>
          {controls?.(line)}
        </li>
      ))}
    </ul>
  )
}

/** The cart's total, the member's points, and what is left after the order. */
export function CartTotals({ total, balance }: { total: number; balance: number }) {
  const { t } = useTranslation()
  return (
    <dl className="cart-totals">
      <dt>{t('shop.cart.total')}</dt>
      <dd>{t('shop.points', { points: formatNumber(total) })}</dd>
      <dt>{t('shop.cart.balance')}</dt>
      <dd>{t('shop.points', { points: formatNumber(balance) })}</dd>
      <dt>{t('shop.cart.after')}</dt>
      <dd>{t('shop.points', { points: formatNumber(balance - total) })}</dd>
    </dl>
  )
}
