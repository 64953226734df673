import { Link, useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Contest, type EntryRefusal, entryCost, entryFieldName, entryRefusal, MAX_ENTRIES_PER_SUBMIT } from '../../../domain/contests.ts'
import { isRetryableStatus } from '../../../domain/retryable-status.ts'
import { LoadView } from '../../components/load-view.tsx'
import { Modal } from '../../components/modal.tsx'
import { SendButton } from '../../components/send-button.tsx'
import { ApiFailure } from '../../lib/api-client.ts'
import { formatNumber } from '../../lib/format.ts'
import { useMemberStore } from '../../lib/member-store.ts'
import { checkStoredSession } from '../../lib/session-check.ts'
import { useUiStore } from '../../lib/ui-store.ts'
import { useLoad } from '../../lib/use-load.ts'
import { fetchContests } from './api/fetch-contests.ts'
import { submitEntries } from './api/submit-entries.ts'
import { emptyEntry, type EntryDraft, EntryFields } from './entry-fields.tsx'
import { EntryLimitModal } from './entry-limit-modals.tsx'
import { useLocalized } from './localized.ts'
import './contests.css'

/** `/submit?contest=ID&entries=N` (spec 2 §2, §5): the entries' fields, a confirmation naming the points, the upload with its progress. */
export function SubmitPage({ id, entries }: { id: number; entries: number }) {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchContests)
  return (
    <section className="page narrow submit-page">
      <LoadView loaded={loaded} failedText={t('contests.loadFailed')} onRetry={reload}>
        {(contests) => {
          const contest = contests.find((c) => c.id === id)
          if (!contest) return <p className="notice">{t('contests.notFound')}</p>
          if (contest.status !== 'running') return <p className="notice">{t(`contests.status.${contest.status}`)}</p>
          return <EntryForm contest={contest} count={Math.min(entries, MAX_ENTRIES_PER_SUBMIT)} />
        }}
      </LoadView>
      <p>
        <Link to="/activity" search={{ contest: id }}>
          {t('contests.backToContest')}
        </Link>
      </p>
    </section>
  )
}

/** Refusals the page explains in the spec's own popups. */
const isLimit = (code: string): code is EntryRefusal => code === 'contestMaximumReached' || code === 'contestNotEnoughPoints'

/**
 * One Idempotency-Key per attempt: drawn when the form opens and sent with every try of it, so an
 * upload retried after a lost answer or a dropped connection makes the entries once and charges
 * once. A refusal committed nothing, so after one the next try draws a new key (the member may
 * change the form). On success the member lands on the contest's page with the new entries
 * (the spec's /campaign is the mystery box's history; see docs/decisions.md 115).
 */
function EntryForm({ contest, count }: { contest: Contest; count: number }) {
  const { t } = useTranslation()
  const local = useLocalized()
  const navigate = useNavigate()
  const balance = useMemberStore((s) => s.member?.totalPoints ?? 0)
  const [drafts, setDrafts] = useState<EntryDraft[]>(() => Array.from({ length: count }, emptyEntry))
  const [showMissing, setShowMissing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [failure, setFailure] = useState<ApiFailure | null>(null)
  const [refusal, setRefusal] = useState<EntryRefusal | null>(null)
  const [entriesLeft, setEntriesLeft] = useState(contest.entriesLeft)
  const key = useRef(crypto.randomUUID())
  const sending = useRef(false)
  const points = entryCost(contest, count)
  const { mechanics } = contest

  const complete = (d: EntryDraft) =>
    (!mechanics.uploadImages || d.image !== null) && (!mechanics.uploadReceipts || d.receipt !== null) && (!mechanics.linkUrl || d.link.trim() !== '') && (!mechanics.gotDropdown || d.option !== '')

  const review = () => {
    const found = entryRefusal(contest, contest.entriesUsed, count, balance)
    if (found) return setRefusal(found)
    if (!drafts.every(complete)) {
      setShowMissing(true)
      return useUiStore.getState().showError({ code: 'contestFieldsRequired', message: t('errors.contestFieldsRequired') })
    }
    setConfirming(true)
  }

  const form = () => {
    const fields: Record<string, string | Blob> = { contestId: String(contest.id), entries: String(count) }
    drafts.forEach((d, i) => {
      if (mechanics.uploadImages && d.image) fields[entryFieldName('image', i)] = d.image
      if (mechanics.uploadReceipts && d.receipt) fields[entryFieldName('receiptsImage', i)] = d.receipt
      if (mechanics.linkUrl) fields[entryFieldName('link', i)] = d.link.trim()
      if (mechanics.gotDropdown) fields[entryFieldName('selectedValue', i)] = d.option
    })
    return fields
  }

  const send = async () => {
    setConfirming(false)
    setFailure(null)
    if (sending.current) return
    sending.current = true
    setProgress(0)
    try {
      const answer = await submitEntries(form(), key.current, setProgress)
      const { member, setMember } = useMemberStore.getState()
      if (member) setMember({ ...member, totalPoints: answer.totalPoints })
      void checkStoredSession()
      useUiStore.getState().notify({ key: 'contests.entered', values: { count: answer.entries, points: formatNumber(answer.points) } })
      void navigate({ to: '/activity', search: { contest: contest.id } })
    } catch (error) {
      const reason = error instanceof ApiFailure ? error : new ApiFailure(0, 'internal', String(error))
      if (!isRetryableStatus(reason.status)) key.current = crypto.randomUUID()
      if (isLimit(reason.code)) {
        if (reason.code === 'contestNotEnoughPoints') void checkStoredSession()
        if (reason.entriesLeft !== undefined) setEntriesLeft(reason.entriesLeft)
        setRefusal(reason.code)
      } else setFailure(reason)
    } finally {
      sending.current = false
      setProgress(null)
    }
  }

  const uploading = progress !== null
  return (
    <>
      <h1>{local(contest.name)}</h1>
      <p>{contest.pointRequired ? t('contests.submitLead', { count, points: formatNumber(points) }) : t('contests.submitLeadFree', { count })}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!uploading) review()
        }}
      >
        {drafts.map((draft, i) => (
          <EntryFields key={i} contest={contest} n={i + 1} entry={draft} showMissing={showMissing} onChange={(d) => setDrafts((all) => all.map((old, j) => (j === i ? d : old)))} />
        ))}
        {uploading && (
          <div role="status">
            <label htmlFor="upload-progress">{progress < 1 ? t('contests.uploading', { percent: Math.round(progress * 100) }) : t('contests.saving')}</label>
            <progress id="upload-progress" className="upload-progress" max={1} value={progress} />
          </div>
        )}
        <SendButton className="button wide" busy={uploading}>
          {t('contests.submit')}
        </SendButton>
      </form>
      <Modal
        open={confirming}
        title={t('contests.confirmTitle')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <button type="button" className="button secondary" onClick={() => setConfirming(false)}>
              {t('contests.cancel')}
            </button>
            <button type="button" className="button" onClick={() => void send()}>
              {t('contests.confirm')}
            </button>
          </>
        }
      >
        <p>{contest.pointRequired ? t('contests.confirmBody', { count, points: formatNumber(points) }) : t('contests.confirmBodyFree', { count })}</p>
        {contest.pointRequired && <p>{t('contests.after', { points: formatNumber(balance - points) })}</p>}
      </Modal>
      <Modal
        open={failure !== null}
        title={t('contests.failedTitle')}
        onClose={() => setFailure(null)}
        actions={
          failure && isRetryableStatus(failure.status) ? (
            <>
              <button type="button" className="button secondary" onClick={() => setFailure(null)}>
                {t('common.close')}
              </button>
              <button type="button" className="button" onClick={() => void send()}>
                {t('contests.submitAgain')}
              </button>
            </>
          ) : (
            <button type="button" className="button" onClick={() => setFailure(null)}>
              {t('common.okay')}
            </button>
          )
        }
      >
        {failure && <p>{t(`errors.${failure.code}`, { defaultValue: failure.message })}</p>}
      </Modal>
      <EntryLimitModal refusal={refusal} entriesLeft={entriesLeft} onClose={() => setRefusal(null)} />
    </>
  )
}
