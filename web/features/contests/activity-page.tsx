import { Link, useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Contest, type EntryRefusal, entryRefusal, MAX_ENTRIES_PER_SUBMIT } from '../../../domain/contests.ts'
import { LoadView } from '../../components/load-view.tsx'
import { formatDate, formatNumber } from '../../lib/format.ts'
import { useMemberStore } from '../../lib/member-store.ts'
import { useLoad } from '../../lib/use-load.ts'
import { fetchContests } from './api/fetch-contests.ts'
import { EntryLimitModal } from './entry-limit-modals.tsx'
import { useLocalized } from './localized.ts'
import { MyEntries } from './my-entries.tsx'
import './contests.css'

/**
 * `/activity?contest=ID` (spec 2 §2): a contest's picture, description, steps and prizes in the
 * member's language, the household's entries used and left, the points per entry, the member's own
 * entries, and Join now with how many entries to make.
 */
export function ActivityPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchContests)
  return (
    <section className="page narrow activity-page">
      <LoadView loaded={loaded} failedText={t('contests.loadFailed')} onRetry={reload}>
        {(contests) => {
          const contest = contests.find((c) => c.id === id)
          return contest ? <ContestDetail contest={contest} /> : <p className="notice">{t('contests.notFound')}</p>
        }}
      </LoadView>
      <p>
        <Link to="/contest">{t('contests.back')}</Link>
      </p>
    </section>
  )
}

function ContestDetail({ contest }: { contest: Contest }) {
  const { t } = useTranslation()
  const local = useLocalized()
  return (
    <article>
      <img className="contest-hero" src={local(contest.icon)} alt="" />
      <h1>{local(contest.name)}</h1>
      <p className="contest-text">{local(contest.description)}</p>
      <dl className="contest-facts">
        <dt>{t('contests.dates')}</dt>
        <dd>{t('contests.dateRange', { start: formatDate(contest.startsAt), end: formatDate(contest.endsAt) })}</dd>
        <dt>{t('contests.pointsPerEntry')}</dt>
        <dd>{contest.pointRequired ? t('contests.points', { points: formatNumber(contest.pointsPerEntry) }) : t('contests.free')}</dd>
        <dt>{t('contests.entriesUsed')}</dt>
        <dd>{t('contests.usedOf', { used: contest.entriesUsed, max: contest.entriesPerPerson })}</dd>
        <dt>{t('contests.entriesLeft')}</dt>
        <dd>{contest.entriesLeft}</dd>
      </dl>
      {contest.status === 'running' ? <JoinNow contest={contest} /> : <p className="notice">{t(`contests.status.${contest.status}`)}</p>}
      {contest.steps.length > 0 && (
        <>
          <h2>{t('contests.steps')}</h2>
          <ol className="contest-steps">
            {contest.steps.map((step, i) => (
              <li key={i}>
                <strong>{local(step.instructions)}</strong>
                <p className="contest-text">{local(step.description)}</p>
              </li>
            ))}
          </ol>
        </>
      )}
      {contest.prizes.length > 0 && (
        <>
          <h2>{t('contests.prizes')}</h2>
          <ul className="contest-prizes">
            {contest.prizes.map((prize, i) => (
              <li key={i}>
                <img src={prize.imageUrl} alt="" />
                <p>
                  <strong>{local(prize.title)}</strong> × {prize.amount}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      <MyEntries contest={contest} />
    </article>
  )
}

/** How many entries, then on to the form; the spec's two popups when the choice cannot be made. */
function JoinNow({ contest }: { contest: Contest }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const pickerId = useId()
  const balance = useMemberStore((s) => s.member?.totalPoints ?? 0)
  const most = Math.max(1, Math.min(contest.entriesLeft, MAX_ENTRIES_PER_SUBMIT))
  const [entries, setEntries] = useState(1)
  const [refusal, setRefusal] = useState<EntryRefusal | null>(null)
  const join = () => {
    const found = entryRefusal(contest, contest.entriesUsed, entries, balance)
    if (found) return setRefusal(found)
    void navigate({ to: '/submit', search: { contest: contest.id, entries } })
  }
  return (
    <div className="contest-join">
      <div className="field">
        <label htmlFor={pickerId}>{t('contests.howMany')}</label>
        <select id={pickerId} value={entries} onChange={(e) => setEntries(Number(e.target.value))} disabled={contest.entriesLeft === 0}>
          {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {contest.pointRequired ? t('contests.entriesFor', { count: n, points: formatNumber(n * contest.pointsPerEntry) }) : t('contests.entriesCount', { count: n })}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button" onClick={join}>
        {t('contests.joinNow')}
      </button>
      <EntryLimitModal refusal={refusal} entriesLeft={contest.entriesLeft} onClose={() => setRefusal(null)} />
    </div>
  )
}
