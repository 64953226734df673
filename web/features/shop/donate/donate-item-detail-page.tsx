import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DonateItem } from '../../../../domain/charity.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { Modal } from '../../../components/modal.tsx'
import { DonationThanks } from '../../../components/donation-thanks.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useCurrentLanguage } from '../../../lib/language.ts'
import { useMemberStore } from '../../../lib/member-store.ts'
import { checkStoredSession } from '../../../lib/session-check.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { fetchDonateItems } from '../api/fetch-donate-items.ts'
import { redeemDonateItem } from '../api/redeem-donate-item.ts'
import '../shop.css'
import { track } from '../../../lib/tracking.ts'

/**
 * `/rewarddetail?id=&type=donate` (spec 2 §2): one donation item, with Donate. An item no longer
 * shown (or never there) sends the member back to the shop.
 */
export function DonateItemDetailPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { loaded, reload } = useLoad(fetchDonateItems)
  const item = loaded.status === 'ready' ? loaded.data.find((i) => i.id === id) : undefined
  const unknown = loaded.status === 'ready' && !item
  useEffect(() => {
    if (unknown) void navigate({ to: '/pointshop', replace: true })
  }, [unknown, navigate])

  return (
    <section className="page narrow reward-detail">
      <LoadView loaded={loaded} failedText={t('charity.loadFailed')} onRetry={reload}>
        {() => (item ? <ItemDetail item={item} /> : null)}
      </LoadView>
      <p>
        <Link to="/pointshop">{t('shop.backToShop')}</Link>
      </p>
    </section>
  )
}

/** Donate asks first, naming the points; one Idempotency-Key per confirmation, so a double tap donates once. */
function ItemDetail({ item }: { item: DonateItem }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const balance = useMemberStore((s) => s.member?.totalPoints ?? 0)
  const [asking, setAsking] = useState<string>()
  const [thanked, setThanked] = useState(false)
  const [busy, setBusy] = useState(false)
  const sending = useRef(false)
  const hintId = useId()
  const name = item.itemName[language]
  const short = item.points - balance

  const donate = async (key: string) => {
    if (sending.current) return
    sending.current = true
    setBusy(true)
    try {
      const { totalPoints, points } = await redeemDonateItem(item.id, key)
      track({ event: 'pointsDonated', points })
      const { member, setMember } = useMemberStore.getState()
      if (member) setMember({ ...member, totalPoints })
      void checkStoredSession()
      setThanked(true)
    } catch {
      // The error modal has said why; the balance shown is read again.
      void checkStoredSession()
    } finally {
      sending.current = false
      setBusy(false)
      setAsking(undefined)
    }
  }

  return (
    <article className="reward-detail-item">
      <img src={item.itemImage} alt={name} width="320" height="320" />
      <div>
        <h1>{name}</h1>
        <p className="reward-detail-points">{t('shop.points', { points: formatNumber(item.points) })}</p>
        <p>{t('shop.yourPoints', { points: formatNumber(balance) })}</p>
        <SendButton type="button" busy={busy} disabled={short > 0} aria-describedby={hintId} onClick={() => setAsking(crypto.randomUUID())}>
          {t('charity.items.donate')}
        </SendButton>
        <p role="status" id={hintId} className="shop-hint">
          {short > 0 && t('charity.items.short', { points: formatNumber(short) })}
        </p>
      </div>
      <Modal
        open={asking !== undefined}
        title={t('charity.confirm.title')}
        onClose={() => setAsking(undefined)}
        actions={
          <>
            <button type="button" className="button secondary" onClick={() => setAsking(undefined)}>
              {t('charity.donate.cancel')}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => asking && void donate(asking)}>
              {t('charity.confirm.button')}
            </button>
          </>
        }
      >
        <p>{t('charity.items.confirmBody', { points: formatNumber(item.points), name })}</p>
        <p>{t('charity.items.after', { points: formatNumber(balance - item.points) })}</p>
      </Modal>
      {thanked && <DonationThanks onClose={() => setThanked(false)} />}
    </article>
  )
}
