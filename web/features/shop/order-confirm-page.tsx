import { Link, Navigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cartTotal, type OrderKind } from '../../../domain/shop.ts'
import { SendButton } from '../../components/send-button.tsx'
import { useCartStore } from '../../lib/cart-store.ts'
import { formatNumber } from '../../lib/format.ts'
import { useMemberStore } from '../../lib/member-store.ts'
import { checkStoredSession } from '../../lib/session-check.ts'
import { placeOrder } from './api/place-order.ts'
import { CartLines, CartTotals } from './cart-lines.tsx'
import { OrderAddressText } from './order-card.tsx'
import { addressTypeFor } from './shop-search.ts'
import './shop.css'
import { track } from '../../lib/tracking.ts'

interface Placed {
  id: string
  trackingId: string
  totalPoints: number
}

/**
 * `/order/confirm` and `/order/pregnant/confirm` (spec 2 §2): the cart and the address picked on
 * `/viewAddress`, with Edit and Confirm. The screen's one Idempotency-Key covers every press of
 * Confirm on it, so a double tap or a retry after a lost answer orders once; a refusal shows in
 * the error modal, translated by its code. Once placed, the cart is emptied and the order shown.
 */
export function OrderConfirmPage({ kind, addressId }: { kind: OrderKind; addressId: number }) {
  const { t } = useTranslation()
  const cart = useCartStore((s) => s.carts[kind])
  const member = useMemberStore((s) => s.member)
  const address = member?.addresses.find((a) => a.id === addressId)
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const sending = useRef(false)
  const [busy, setBusy] = useState(false)
  const [placed, setPlaced] = useState<Placed | null>(null)

  // Emptied once the order shows, never before: an empty cart on this screen means back to the shop.
  useEffect(() => {
    if (placed) useCartStore.getState().empty(kind)
  }, [placed, kind])

  if (placed) return <OrderPlaced placed={placed} />
  const lines = Object.values(cart)
  // The route lets no one in without both; this covers a cart emptied in another tab meanwhile.
  if (lines.length === 0 || !member || !address) return <Navigate to="/pointshop" replace />
  const total = cartTotal(cart)

  const confirm = async () => {
    if (sending.current) return
    sending.current = true
    setBusy(true)
    try {
      const answer = await placeOrder(kind, { addressId, items: lines.map((line) => ({ id: line.item.id, quantity: line.quantity })) }, idempotencyKey)
      const { member: current, setMember } = useMemberStore.getState()
      if (current) setMember({ ...current, totalPoints: answer.totalPoints })
      setPlaced({ ...answer.order, totalPoints: answer.totalPoints })
      track({ event: 'orderPlaced', kind, points: total, items: lines.reduce((n, line) => n + line.quantity, 0) })
      // The order's ledger row joins the member's recent points (the dashboard's preview).
      void checkStoredSession()
    } catch {
      // The error modal has shown why; the cart stays for another try.
    } finally {
      sending.current = false
      setBusy(false)
    }
  }

  return (
    <section className="page narrow order-confirm">
      <h1>{t('shop.confirm.title')}</h1>
      <h2>{t('shop.confirm.items')}</h2>
      <CartLines cart={cart} />
      <CartTotals total={total} balance={member.totalPoints} />
      <h2>{t('shop.order.deliverTo')}</h2>
      <p>
        <OrderAddressText address={address} />
      </p>
      <p>
        <Link to="/viewAddress" search={{ type: addressTypeFor(kind) }}>
          {t('shop.confirm.changeAddress')}
        </Link>
      </p>
      <div className="button-row">
        <Link className="button secondary" to="/order/addtocart" search={{ type: kind }}>
          {t('shop.confirm.edit')}
        </Link>
        <SendButton type="button" busy={busy} onClick={() => void confirm()}>
          {t('shop.confirm.confirm')}
        </SendButton>
      </div>
    </section>
  )
}

function OrderPlaced({ placed }: { placed: Placed }) {
  const { t } = useTranslation()
  return (
    <section className="page narrow order-placed">
      <h1>{t('shop.placed.title')}</h1>
      <p role="status">{t('shop.placed.body', { label: placed.trackingId })}</p>
      <p>{t('shop.yourPoints', { points: formatNumber(placed.totalPoints) })}</p>
      <div className="button-row">
        <Link className="button" to="/order/track" search={{ id: placed.id }}>
          {t('shop.placed.track')}
        </Link>
        <Link className="button secondary" to="/pointshop" search={{ tab: 'orders' }}>
          {t('shop.placed.history')}
        </Link>
      </div>
    </section>
  )
}
