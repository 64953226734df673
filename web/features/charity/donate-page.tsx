import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { donationAmountsFor, type Wisher } from '../../../domain/charity.ts'
import { DonationThanks } from '../../components/donation-thanks.tsx'
import { LoadView } from '../../components/load-view.tsx'
import { formatNumber } from '../../lib/format.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useMemberStore } from '../../lib/member-store.ts'
import { checkStoredSession } from '../../lib/session-check.ts'
import { useSessionStore } from '../../lib/session-store.ts'
import { useLoad } from '../../lib/use-load.ts'
import { donateToWisher, fetchWishers } from './api.ts'
import { AmountDialog, ConfirmDialog } from './donate-dialogs.tsx'
import { PointsProgress } from './progress-bar.tsx'
import { useWideScreen } from './use-wide-screen.ts'
import './charity.css'
import { track } from '../../lib/tracking.ts'

/** Spec 2 §9: five wishers a slide on a wide screen; a narrow one lists them all. */
const PER_SLIDE = 5
const WIDE = 900

type Flow = { wisher: Wisher; step: 'amount' } | { wisher: Wisher; step: 'confirm'; amount: number; key: string } | { step: 'thanks' }

/**
 * `/wishingtree/donate` (spec 2 §2): the wishers, each with its bar and Donate. Donating asks the
 * amount, then confirms, then thanks. A visitor's Donate leads to sign-in, which returns here to
 * the same wisher (`?wisher=`), focused and in view.
 */
export function DonatePage({ focusWisher }: { focusWisher?: number }) {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchWishers)
  // Wishers as donations answered them, over the list they were loaded in; a reload's fresh list replaces them.
  const [donated, setDonated] = useState<{ over: Wisher[]; byId: Record<number, Wisher> }>()
  const signedIn = useSessionStore((s) => s.type === 'user')
  const balance = useMemberStore((s) => s.member?.totalPoints)
  return (
    <section className="page wishing-tree-donate">
      <h1>{t('pages.wishingTreeDonate')}</h1>
      {signedIn && balance !== undefined && <p className="shop-points">{t('shop.yourPoints', { points: formatNumber(balance) })}</p>}
      <LoadView loaded={loaded} failedText={t('charity.loadFailed')} onRetry={reload}>
        {(wishers) => {
          const byId = donated?.over === wishers ? donated.byId : {}
          return wishers.length === 0 ? (
            <p className="notice">{t('charity.noWishers')}</p>
          ) : (
            <Wishers
              wishers={wishers.map((w) => byId[w.id] ?? w)}
              focusWisher={focusWisher}
              onDonated={(w) => setDonated({ over: wishers, byId: { ...byId, [w.id]: w } })}
              onRefused={reload}
            />
          )
        }}
      </LoadView>
    </section>
  )
}

function Wishers({ wishers, focusWisher, onDonated, onRefused }: { wishers: Wisher[]; focusWisher?: number; onDonated: (w: Wisher) => void; onRefused: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const language = useCurrentLanguage()
  const wide = useWideScreen(WIDE)
  const focusIndex = wishers.findIndex((w) => w.id === focusWisher)
  const [slide, setSlide] = useState(() => Math.max(0, Math.floor(focusIndex / PER_SLIDE)))
  const [flow, setFlow] = useState<Flow>()
  const [busy, setBusy] = useState(false)
  const sending = useRef(false)
  const list = useRef<HTMLUListElement>(null)
  const signedIn = useSessionStore((s) => s.type === 'user')
  const balance = useMemberStore((s) => s.member?.totalPoints ?? 0)

  // Back from sign-in: the wisher the visitor chose is brought into view and its Donate focused.
  useEffect(() => {
    if (focusWisher === undefined) return
    const button = list.current?.querySelector<HTMLButtonElement>(`[data-wisher="${focusWisher}"] button`)
    button?.scrollIntoView({ block: 'center' })
    button?.focus()
  }, [focusWisher])

  const slides = Math.ceil(wishers.length / PER_SLIDE)
  const current = Math.min(slide, slides - 1)
  const shown = wide ? wishers.slice(current * PER_SLIDE, (current + 1) * PER_SLIDE) : wishers

  const startDonating = (wisher: Wisher) => {
    if (!signedIn) {
      void navigate({ to: '/$lang/signin', params: { lang: language }, search: { redirect: `/wishingtree/donate?wisher=${wisher.id}` } })
      return
    }
    setFlow({ wisher, step: 'amount' })
  }

  const donate = async (wisher: Wisher, amount: number, key: string) => {
    if (sending.current) return
    sending.current = true
    setBusy(true)
    try {
      const answer = await donateToWisher(wisher.id, amount, key)
      onDonated(answer.wisher)
      track({ event: 'pointsDonated', points: answer.points })
      const { member, setMember } = useMemberStore.getState()
      if (member) setMember({ ...member, totalPoints: answer.totalPoints })
      // The donation's ledger row joins the member's recent points.
      void checkStoredSession()
      setFlow({ step: 'thanks' })
    } catch {
      // The error modal has said why; what the wish still needs, and the balance, are read again.
      setFlow(undefined)
      onRefused()
      void checkStoredSession()
    } finally {
      sending.current = false
      setBusy(false)
    }
  }

  return (
    <>
      <div className="wisher-slider" role={wide ? 'region' : undefined} aria-roledescription={wide ? 'carousel' : undefined} aria-label={t('charity.wishers')}>
        <ul className="wisher-list" ref={list} aria-label={wide && slides > 1 ? t('carousel.slideOf', { n: current + 1, count: slides }) : t('charity.wishers')}>
          {shown.map((wisher) => (
            <li key={wisher.id} data-wisher={wisher.id}>
              <WisherCard wisher={wisher} onDonate={() => startDonating(wisher)} />
            </li>
          ))}
        </ul>
        {wide && slides > 1 && (
          <div className="carousel-controls">
            <button type="button" className="button secondary" disabled={current === 0} onClick={() => setSlide(current - 1)}>
              {t('carousel.previous')}
            </button>
            <button type="button" className="button secondary" disabled={current >= slides - 1} onClick={() => setSlide(current + 1)}>
              {t('carousel.next')}
            </button>
          </div>
        )}
      </div>
      {flow?.step === 'amount' && (
        <AmountDialog
          wisher={flow.wisher}
          balance={balance}
          onCancel={() => setFlow(undefined)}
          onChosen={(amount) => setFlow({ wisher: flow.wisher, step: 'confirm', amount, key: crypto.randomUUID() })}
        />
      )}
      {flow?.step === 'confirm' && (
        <ConfirmDialog name={flow.wisher.name} amount={flow.amount} busy={busy} onCancel={() => setFlow(undefined)} onConfirm={() => void donate(flow.wisher, flow.amount, flow.key)} />
      )}
      {flow?.step === 'thanks' && <DonationThanks onClose={() => setFlow(undefined)} />}
    </>
  )
}

function WisherCard({ wisher, onDonate }: { wisher: Wisher; onDonate: () => void }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const fulfilled = donationAmountsFor(wisher).length === 0
  return (
    <article className="wisher-card" aria-labelledby={`wisher-${wisher.id}-name`}>
      <img src={wisher.image} alt="" width="96" height="96" />
      <h2 id={`wisher-${wisher.id}-name`}>{wisher.name}</h2>
      <p className="wisher-age">{t('charity.age', { age: wisher.age })}</p>
      <p className="wisher-wish">{wisher.wishes[language]}</p>
      <PointsProgress label={t('charity.wishProgress', { name: wisher.name })} points={wisher.points} goal={wisher.goalPoints} />
      {fulfilled ? (
        <p className="wisher-fulfilled">{t('charity.fulfilled')}</p>
      ) : (
        <button type="button" className="button" onClick={onDonate} aria-describedby={`wisher-${wisher.id}-name`}>
          {t('charity.donate.button')}
        </button>
      )}
    </article>
  )
}
