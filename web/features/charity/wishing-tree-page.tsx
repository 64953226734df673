import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { newsReadableIn } from '../../../domain/news.ts'
import { Carousel } from '../../components/carousel.tsx'
import { LoadView } from '../../components/load-view.tsx'
import { NoticeText } from '../../components/notice-text.tsx'
import { formatNumber } from '../../lib/format.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useLoad } from '../../lib/use-load.ts'
import { fetchJourneyAndProgress, fetchNewsForAll } from './api.ts'
import { BlogList } from './blog-list.tsx'
import { PointsProgress } from './progress-bar.tsx'
import './charity.css'

/** Spec 1 §9: news slides turn every 6 seconds. */
const NEWS_SECONDS = 6

/**
 * `/wishingtree` (spec 2 §2, §9), open to visitors: the news slider, the join-us block, the
 * journey's statistics with the tree's progress toward its goal, and the blogs.
 */
export function WishingTreePage() {
  const { t } = useTranslation()
  return (
    <section className="page wishing-tree">
      <h1>{t('pages.wishingTree')}</h1>
      <TreeNews />
      <section className="charity-join" aria-labelledby="join-title">
        <h2 id="join-title">{t('charity.join.title')}</h2>
        <p>{t('charity.join.text')}</p>
        <Link to="/wishingtree/donate" className="button">
          {t('charity.join.button')}
        </Link>
      </section>
      <JourneyStatistics />
      <BlogList />
    </section>
  )
}

/** The news meant for everyone, in the reader's language; with none, no slider. */
function TreeNews() {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const { loaded } = useLoad(fetchNewsForAll)
  if (loaded.status !== 'ready') return null
  const readable = loaded.data.filter((item) => newsReadableIn(item, language))
  if (readable.length === 0) return null
  return (
    <Carousel
      label={t('charity.news')}
      autoplaySeconds={NEWS_SECONDS}
      slides={readable.map((item) => {
        const body = (
          <>
            <img src={item.image[language]} alt="" width="640" height="320" />
            <span className="news-slide-title">{item.title[language]}</span>
          </>
        )
        return {
          key: String(item.id),
          content: item.link ? (
            <a href={item.link} className="news-slide" target="_blank" rel="noreferrer">
              {body}
            </a>
          ) : (
            <div className="news-slide">{body}</div>
          ),
        }
      })}
    />
  )
}

function JourneyStatistics() {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const { loaded, reload } = useLoad(fetchJourneyAndProgress)
  return (
    <section className="charity-section" aria-labelledby="journey-title">
      <h2 id="journey-title">{t('charity.journey.title')}</h2>
      <LoadView loaded={loaded} failedText={t('charity.loadFailed')} onRetry={reload}>
        {({ data: journey, progress }) => (
          <>
            <dl className="journey-stats">
              {(
                [
                  ['homes', journey.home],
                  ['children', journey.children],
                  ['points', journey.points],
                  ['products', journey.product],
                ] as const
              ).map(([key, value]) => (
                <div key={key}>
                  <dt>{t(`charity.journey.${key}`)}</dt>
                  <dd>{formatNumber(value)}</dd>
                </div>
              ))}
            </dl>
            {journey.description[language] && <NoticeText text={journey.description[language]} />}
            <h3>{t('charity.treeGoal', { goal: formatNumber(progress.goal) })}</h3>
            <PointsProgress label={t('charity.treeProgress')} points={progress.points} goal={progress.goal} />
          </>
        )}
      </LoadView>
    </section>
  )
}
