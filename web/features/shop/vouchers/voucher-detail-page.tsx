import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatRinggit, type VoucherOffer } from '../../../../domain/vouchers.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { Modal } from '../../../components/modal.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { ApiFailure } from '../../../lib/api-client.ts'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { useMemberStore } from '../../../lib/member-store.ts'
import { checkStoredSession } from '../../../lib/session-check.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { fetchVoucherOffers } from '../api/fetch-voucher-offers.ts'
import { redeemVoucher } from '../api/redeem-voucher.ts'
import { VoucherImage } from './voucher-image.tsx'
import { withVoucher } from './voucher-lists.ts'
import '../shop.css'
import './vouchers.css'
import { track } from '../../../lib/tracking.ts'

/**
 * `/rewarddetail?id=&type=voucher` (spec 2 §2): one e-voucher on offer, with Redeem. An e-voucher
 * no longer offered (none left, hidden, or never there) sends the member back to the shop.
 */
export function VoucherDetailPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { loaded, reload } = useLoad(fetchVoucherOffers)
  const offer = loaded.status === 'ready' ? loaded.data.find((o) => o.id === id) : undefined
  const unknown = loaded.status === 'ready' && !offer
  useEffect(() => {
    if (unknown) void navigate({ to: '/pointshop', replace: true })
  }, [unknown, navigate])

  return (
    <section className="page narrow reward-detail">
      <LoadView loaded={loaded} failedText={t('vouchers.offers.loadFailed')} onRetry={reload}>
        {() => (offer ? <OfferDetail offer={offer} /> : null)}
      </LoadView>
      <p>
        <Link to="/pointshop">{t('shop.backToShop')}</Link>
      </p>
    </section>
  )
}

/**
 * Redeem asks first, naming the points. The screen draws one Idempotency-Key when it opens and
 * sends it with every confirmed Redeem on it, so a double tap or a retry after a lost answer
 * redeems one voucher; the API records only success, so a retry after a refusal is tried afresh.
 * Leaving (to the voucher, or back) ends the attempt: coming back draws a new key.
 */
function OfferDetail({ offer }: { offer: VoucherOffer }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const balance = useMemberStore((s) => s.member?.totalPoints ?? 0)
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const sending = useRef(false)
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState(false)
  const hintId = useId()
  const short = offer.points - balance
  const value = formatRinggit(offer.value)

  const redeem = async () => {
    setAsking(false)
    if (sending.current) return
    sending.current = true
    setBusy(true)
    try {
      const { voucher, totalPoints } = await redeemVoucher(offer.id, idempotencyKey)
      const { member, setMember } = useMemberStore.getState()
      if (member) setMember({ ...member, totalPoints, vouchers: withVoucher(member.vouchers, voucher) })
      track({ event: 'voucherRedeemed', voucherType: offer.id, points: offer.points })
      // The voucher's ledger row joins the member's recent points (the dashboard's preview).
      void checkStoredSession()
      void navigate({ to: '/voucherorder', search: { id: voucher.id } })
    } catch (failure) {
      // The error modal has said why. Short of points by the server's count: the balance shown is refreshed.
      if (failure instanceof ApiFailure && failure.code === 'insufficientPoints') void checkStoredSession()
    } finally {
      sending.current = false
      setBusy(false)
    }
  }

  return (
    <article className="reward-detail-item">
      <VoucherImage src={offer.imageUrl} value={offer.value} size={320} />
      <div>
        <h1>{offer.name}</h1>
        <p className="voucher-value">{t('vouchers.worth', { value })}</p>
        <p className="reward-detail-points">{t('shop.points', { points: formatNumber(offer.points) })}</p>
        <p>{t('vouchers.detail.left', { available: formatNumber(offer.available) })}</p>
        <p>{t('vouchers.detail.validity', { date: formatDate(offer.expiresOn) })}</p>
        <p>{t('shop.yourPoints', { points: formatNumber(balance) })}</p>
        <SendButton type="button" busy={busy} disabled={short > 0} aria-describedby={hintId} onClick={() => setAsking(true)}>
          {t('vouchers.detail.redeem')}
        </SendButton>
        <p role="status" id={hintId} className="shop-hint">
          {short > 0 && t('vouchers.detail.short', { points: formatNumber(short) })}
        </p>
      </div>
      <Modal
        open={asking}
        title={t('vouchers.redeem.title')}
        onClose={() => setAsking(false)}
        actions={
          <>
            <button type="button" className="button secondary" onClick={() => setAsking(false)}>
              {t('vouchers.redeem.cancel')}
            </button>
            <button type="button" className="button" onClick={() => void redeem()}>
              {t('vouchers.redeem.confirm')}
            </button>
          </>
        }
      >
        <p>{t('vouchers.redeem.body', { name: offer.name, value, points: formatNumber(offer.points) })}</p>
        <p>{t('vouchers.redeem.after', { points: formatNumber(balance - offer.points) })}</p>
      </Modal>
    </article>
  )
}
