import { Link, Navigate, useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MemberAddress } from '../../../domain/profile.ts'
import type { CatalogSample } from '../../../domain/sample-catalogue.ts'
import type { SampleRefusalReason } from '../../../domain/samples.ts'
import { LoadView } from '../../components/load-view.tsx'
import { Modal } from '../../components/modal.tsx'
import { SampleSorryModal } from '../../components/sample-sorry-modal.tsx'
import { SendButton } from '../../components/send-button.tsx'
import { ApiFailure } from '../../lib/api-client.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useMemberStore } from '../../lib/member-store.ts'
import { checkStoredSession } from '../../lib/session-check.ts'
import { useUiStore } from '../../lib/ui-store.ts'
import { useLoad } from '../../lib/use-load.ts'
import { fetchSampleCatalog } from './api/fetch-sample-catalog.ts'
import { redeemSample } from './api/redeem-sample.ts'
import { sampleIn, sizeLabel } from './sample-choice.ts'
import { SampleSteps } from './sample-steps.tsx'
import './samples.css'
import { track } from '../../lib/tracking.ts'

interface Placed {
  id: string
  trackingId: string
}

/** What a refused request shows instead of the error modal. */
type Refusal = { kind: 'sorry'; reason: SampleRefusalReason; availableOn: string | undefined } | { kind: 'feedbackFirst' }

const isHouseholdLimit = (code: string): code is SampleRefusalReason => code === 'sampleTooSoon' || code === 'sampleLimitReached'

/**
 * `/freesample/confirm?addressId=&sampleId=` (spec 2 §2, §7, §8): the sample and the address picked
 * for it, with Edit and Confirm. The screen's one Idempotency-Key covers every press of Confirm, so
 * a double tap or a retry after a lost answer asks once. Sent, it shows the tracking id and the
 * delivery time, and the member view is asked for again (the household may not ask now). A
 * household limit shows the "Sorry!" notice with its date, an open survey the way to it, anything
 * else the error modal. Without the sample or the address, to the dashboard.
 */
export function SampleConfirmPage({ sampleId, addressId }: { sampleId: number; addressId: number }) {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchSampleCatalog)
  const address = useMemberStore((s) => s.member?.addresses.find((a) => a.id === addressId))
  const [placed, setPlaced] = useState<Placed | null>(null)
  const sample = loaded.status === 'ready' ? sampleIn(loaded.data, sampleId) : undefined
  // The route lets no one in without an address; this covers one removed in another tab, or a sample gone.
  if (!placed && (!address || (loaded.status === 'ready' && !sample))) return <Navigate to="/dashboard" replace />

  return (
    <section className="page narrow free-sample">
      <h1>{t('samples.confirm.title')}</h1>
      <SampleSteps current="confirm" />
      <LoadView loaded={loaded} failedText={t('samples.loadFailed')} onRetry={reload}>
        {() => sample && address && <ConfirmSample sample={sample} address={address} placed={placed} onPlaced={setPlaced} />}
      </LoadView>
    </section>
  )
}

function ConfirmSample({ sample, address, placed, onPlaced }: { sample: CatalogSample; address: MemberAddress; placed: Placed | null; onPlaced: (placed: Placed) => void }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const navigate = useNavigate()
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const sending = useRef(false)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<Refusal | null>(null)

  const confirm = async () => {
    if (sending.current || placed) return
    sending.current = true
    setBusy(true)
    try {
      const answer = await redeemSample({ addressId: address.id, itemId: sample.id }, idempotencyKey)
      onPlaced(answer.order)
      track({ event: 'sampleRequested', sampleId: sample.id })
      void checkStoredSession()
    } catch (error) {
      const failure = error instanceof ApiFailure ? error : new ApiFailure(0, 'internal', 'Internal Error')
      if (isHouseholdLimit(failure.code)) setRefusal({ kind: 'sorry', reason: failure.code, availableOn: failure.availableOn })
      else if (failure.code === 'sampleFeedbackFirst') setRefusal({ kind: 'feedbackFirst' })
      else useUiStore.getState().showError({ code: failure.code, message: failure.message })
      // An answer from the API says the member view is out of date: the next way in reads it afresh.
      if (failure.status !== 0) void checkStoredSession()
    } finally {
      sending.current = false
      setBusy(false)
    }
  }

  return (
    <>
      <h2>{t('samples.confirm.sample')}</h2>
      <div className="sample-line">
        <img src={sample.itemImage[language]} alt="" width="64" height="64" />
        <span>{sample.itemName[language]}</span>
        <span>{t('samples.detail.size', { size: sizeLabel(sample.size) })}</span>
      </div>
      <h2>{t('samples.confirm.deliverTo')}</h2>
      <p className="sample-address">
        <strong>{address.label || t('profile.address.home')}</strong>
        <span>{[address.line1, address.line2, address.line3].filter(Boolean).join(', ')}</span>
        <span>
          {address.postcode} {address.city}, {address.state}
        </span>
      </p>
      <p>
        <Link to="/viewAddress" search={{ type: 'sample', sampleId: sample.id }}>
          {t('samples.confirm.changeAddress')}
        </Link>
      </p>
      <p>{t('samples.delivery')}</p>
      <div className="button-row">
        <Link className="button secondary" to="/samplesdetail" search={{ id: sample.id }}>
          {t('samples.confirm.edit')}
        </Link>
        <SendButton type="button" busy={busy} disabled={placed !== null} onClick={() => void confirm()}>
          {t('samples.confirm.confirm')}
        </SendButton>
      </div>

      <Modal
        open={placed !== null}
        title={t('samples.sent.title')}
        onClose={() => void navigate({ to: '/dashboard' })}
        actions={
          <>
            {placed && (
              <Link className="button secondary" to="/order/track" search={{ id: placed.id }}>
                {t('samples.sent.track')}
              </Link>
            )}
            <button type="button" className="button" onClick={() => void navigate({ to: '/dashboard' })}>
              {t('common.okay')}
            </button>
          </>
        }
      >
        {placed && <p role="status">{t('samples.sent.body', { trackingId: placed.trackingId })}</p>}
        <p>{t('samples.delivery')}</p>
      </Modal>
      <SampleSorryModal
        open={refusal?.kind === 'sorry'}
        reason={refusal?.kind === 'sorry' ? refusal.reason : undefined}
        availableOn={refusal?.kind === 'sorry' ? refusal.availableOn : undefined}
        onClose={() => void navigate({ to: '/dashboard' })}
      />
      <Modal
        open={refusal?.kind === 'feedbackFirst'}
        title={t('samples.feedbackFirst.title')}
        onClose={() => setRefusal(null)}
        actions={
          <>
            <button type="button" className="button secondary" onClick={() => setRefusal(null)}>
              {t('samples.feedbackFirst.later')}
            </button>
            <Link className="button" to="/freesample/feedback">
              {t('samples.feedbackFirst.go')}
            </Link>
          </>
        }
      >
        <p>{t('errors.sampleFeedbackFirst')}</p>
      </Modal>
    </>
  )
}
