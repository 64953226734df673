import { Link, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { businessDate } from '../../../../domain/business-time.ts'
import { formatRinggit, type UserVoucher } from '../../../../domain/vouchers.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { Modal } from '../../../components/modal.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { ApiFailure } from '../../../lib/api-client.ts'
import { formatDate } from '../../../lib/format.ts'
import { useMemberStore } from '../../../lib/member-store.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { fetchMyVouchers } from '../api/fetch-my-vouchers.ts'
import { markVoucherUsed } from '../api/use-voucher.ts'
import { copyCode, selectText } from './copy-code.ts'
import { VoucherImage } from './voucher-image.tsx'
import { voucherName, voucherState, withVoucher } from './voucher-lists.ts'
import '../shop.css'
import './vouchers.css'

/** The voucher, or null when the member holds no voucher of that id. */
const voucherOrNothing = async (id: number) => (await fetchMyVouchers()).find((v) => v.id === id) ?? null

/** What the last Use Now came to: used, or refused with the API's code (translated) and text. */
type UseOutcome = { kind: 'used' } | { kind: 'refused'; code: string; message: string }

/** Refusals that say the voucher on screen is out of date: it is loaded again to show how it is now. */
const STALE = new Set(['voucherAlreadyUsed', 'voucherExpired'])

const HOW_TO_STEPS = ['copy', 'apply', 'use'] as const

/**
 * `/voucherorder?id=` (spec 2 §2, §4): one of the member's vouchers, with its code large and
 * copyable, its value and expiry date, how to use it, and Use Now. Use marks it used on the
 * server; a refusal (used already, expired, not the member's) is shown, never ignored (DECISIONS).
 * A voucher the member does not hold leads to the dashboard. The id, never the code, is in the URL.
 */
export function VoucherOrderPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { loaded, reload } = useLoad(useCallback(() => voucherOrNothing(id), [id]))
  // The voucher as Use Now answered it, until a reload says more.
  const [answered, setAnswered] = useState<UserVoucher | null>(null)
  const [outcome, setOutcome] = useState<UseOutcome | null>(null)
  const unknown = loaded.status === 'ready' && loaded.data === null
  useEffect(() => {
    if (unknown) void navigate({ to: '/dashboard', replace: true })
  }, [unknown, navigate])

  const used = (voucher: UserVoucher) => {
    setAnswered(voucher)
    setOutcome({ kind: 'used' })
    const { member, setMember } = useMemberStore.getState()
    if (member) setMember({ ...member, vouchers: withVoucher(member.vouchers, voucher) })
  }
  const refused = (failure: ApiFailure) => {
    setOutcome({ kind: 'refused', code: failure.code, message: failure.message })
    if (STALE.has(failure.code)) {
      setAnswered(null)
      reload()
    }
  }

  return (
    <section className="page narrow voucher-order">
      <h1>{t('vouchers.order.title')}</h1>
      <LoadView loaded={loaded} failedText={t('vouchers.order.loadFailed')} onRetry={reload}>
        {(loadedVoucher) => {
          const voucher = answered ?? loadedVoucher
          return voucher && <VoucherView voucher={voucher} outcome={outcome} onUsed={used} onRefused={refused} />
        }}
      </LoadView>
      <p>
        <Link to="/pointshop" search={outcome?.kind === 'used' ? { tab: 'vouchers', list: 'history' } : { tab: 'vouchers' }}>
          {t('vouchers.order.back')}
        </Link>
      </p>
    </section>
  )
}

interface VoucherViewProps {
  voucher: UserVoucher
  outcome: UseOutcome | null
  onUsed: (voucher: UserVoucher) => void
  onRefused: (failure: ApiFailure) => void
}

function VoucherView({ voucher, outcome, onUsed, onRefused }: VoucherViewProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const state = voucherState(voucher, businessDate(new Date()))
  // Use now goes once the voucher is used: focus moves to what came of it rather than to the page's start.
  const result = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (outcome) result.current?.focus()
  }, [outcome])
  return (
    <article className="voucher-order-card" aria-labelledby={titleId}>
      <div className="voucher-order-head">
        <VoucherImage src={voucher.voucherImage} value={voucher.value} size={160} />
        <div>
          <h2 id={titleId}>{voucherName(voucher, t)}</h2>
          <dl className="voucher-facts">
            <dt>{t('vouchers.order.value')}</dt>
            <dd>{formatRinggit(voucher.value)}</dd>
            <dt>{t('vouchers.order.status')}</dt>
            <dd>{state === 'used' ? t('vouchers.usedOn', { date: formatDate(voucher.usedAt ?? voucher.createdAt) }) : t(`vouchers.order.${state}`)}</dd>
          </dl>
          <p className={`voucher-expiry ${state}`}>{t(state === 'expired' ? 'vouchers.expiredOn' : 'vouchers.validUntil', { date: formatDate(voucher.expiresOn) })}</p>
        </div>
      </div>
      <VoucherCode code={voucher.code} />
      {state === 'ready' && <UseNow voucher={voucher} onUsed={onUsed} onRefused={onRefused} />}
      <div ref={result} tabIndex={-1} aria-live="polite" className="voucher-use-result">
        {outcome?.kind === 'used' && <p className="voucher-used-notice">{t('vouchers.order.usedNotice')}</p>}
        {outcome?.kind === 'refused' && (
          <p className="field-error" role="alert">
            {t(`errors.${outcome.code}`, { defaultValue: outcome.message })}
          </p>
        )}
      </div>
      <h2>{t('vouchers.order.howTitle')}</h2>
      <ol className="voucher-steps">
        {HOW_TO_STEPS.map((step) => (
          <li key={step}>{t(`vouchers.order.steps.${step}`)}</li>
        ))}
      </ol>
      <p>{t('vouchers.order.singleUse')}</p>
    </article>
  )
}

/** The code, large, with Copy: the Clipboard API, or, where there is none, the code selected for copying by hand. */
function VoucherCode({ code }: { code: string }) {
  const { t } = useTranslation()
  const headingId = useId()
  const codeRef = useRef<HTMLParagraphElement>(null)
  const [copied, setCopied] = useState<'copied' | 'unavailable' | null>(null)
  const copy = async () => {
    // `navigator.clipboard` is undefined where the page is not served securely, whatever the types say.
    const outcome = await copyCode(code, navigator.clipboard as Clipboard | undefined)
    if (outcome === 'unavailable' && codeRef.current) selectText(codeRef.current)
    setCopied(outcome)
  }
  return (
    <section className="voucher-code-box" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('vouchers.order.codeTitle')}</h3>
      <p className="voucher-code" ref={codeRef} translate="no">
        {code}
      </p>
      <button type="button" className="button secondary" onClick={() => void copy()}>
        {t('vouchers.order.copy')}
      </button>
      <p role="status" className="voucher-copy-result">
        {copied && t(copied === 'copied' ? 'vouchers.order.copied' : 'vouchers.order.copyManually')}
      </p>
    </section>
  )
}

/** Use Now asks first: a used voucher cannot be used again. */
function UseNow({ voucher, onUsed, onRefused }: Omit<VoucherViewProps, 'outcome'>) {
  const { t } = useTranslation()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const use = async () => {
    setAsking(false)
    setBusy(true)
    try {
      onUsed(await markVoucherUsed(voucher.id))
    } catch (failure) {
      onRefused(failure instanceof ApiFailure ? failure : new ApiFailure(0, 'internal', 'Internal Error'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <SendButton type="button" className="button wide" busy={busy} onClick={() => setAsking(true)}>
        {t('vouchers.order.useNow')}
      </SendButton>
      <Modal
        open={asking}
        title={t('vouchers.order.useTitle')}
        onClose={() => setAsking(false)}
        actions={
          <>
            <button type="button" className="button secondary" onClick={() => setAsking(false)}>
              {t('vouchers.order.notYet')}
            </button>
            <button type="button" className="button" onClick={() => void use()}>
              {t('vouchers.order.useNow')}
            </button>
          </>
        }
      >
        <p>{t('vouchers.order.useBody', { name: voucherName(voucher, t) })}</p>
      </Modal>
    </>
  )
}
