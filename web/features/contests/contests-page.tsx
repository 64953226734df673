import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Contest } from '../../../domain/contests.ts'
import { LoadView } from '../../components/load-view.tsx'
import { formatDate } from '../../lib/format.ts'
import { useLoad } from '../../lib/use-load.ts'
import { fetchContests } from './api/fetch-contests.ts'
import { useLocalized } from './localized.ts'
import './contests.css'

/**
 * `/contest` (spec 2 §2, §4): every shown contest, running first then by soonest end (the API's
 * order). A running one opens its page; ended and not-started ones are blurred with their label
 * and lead nowhere.
 */
export function ContestsPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchContests)
  return (
    <section className="page contests-page">
      <h1>{t('contests.title')}</h1>
      <LoadView loaded={loaded} failedText={t('contests.loadFailed')} onRetry={reload}>
        {(contests) =>
          contests.length ? (
            <ul className="contest-list">
              {contests.map((contest) => (
                <li key={contest.id}>
                  <ContestCard contest={contest} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="notice">{t('contests.empty')}</p>
          )
        }
      </LoadView>
    </section>
  )
}

function ContestCard({ contest }: { contest: Contest }) {
  const { t } = useTranslation()
  const local = useLocalized()
  const name = local(contest.name)
  const body = (
    <>
      <img src={local(contest.icon)} alt="" />
      <span className="contest-card-text">
        <strong>{name}</strong>
        <span>{t('contests.until', { date: formatDate(contest.endsAt) })}</span>
      </span>
    </>
  )
  if (contest.status === 'running') {
    return (
      <Link className="contest-card" to="/activity" search={{ contest: contest.id }}>
        {body}
      </Link>
    )
  }
  // Not a link: nothing to enter yet, or any more. The label says why, to sight and to readers.
  return (
    <div className="contest-card closed" aria-disabled="true">
      <span className="contest-card-blur">{body}</span>
      <span className="contest-label">{t(`contests.status.${contest.status}`)}</span>
    </div>
  )
}
