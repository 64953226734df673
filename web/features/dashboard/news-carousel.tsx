import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Carousel } from '../../components/carousel.tsx'
import { newsReadableIn } from '../../../domain/news.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useLoad } from '../../lib/use-load.ts'
import { fetchNews } from './api/fetch-news.ts'
import { SectionPlaceholder } from './section-placeholder.tsx'

/** Spec 1 §9: the news carousel turns every 6 seconds. */
const NEWS_SECONDS = 6

/** News for the member's stage in the member's language, each slide leading to the full item. Nothing to show: no section. */
export function NewsCarousel() {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const { loaded: news } = useLoad(fetchNews)
  if (news.status === 'loading') return <SectionPlaceholder title={t('dashboard.news')} shape="news" />
  if (news.status === 'failed') return null
  // News missing the member's language is left out, never shown in the other one.
  const readable = news.data.filter((item) => newsReadableIn(item, language))
  if (readable.length === 0) return null
  return (
    // The carousel is the section's one landmark, named as its heading: a region around it would be a second of the same name.
    <div className="dashboard-section">
      <h2>{t('dashboard.news')}</h2>
      <Carousel
        label={t('dashboard.news')}
        autoplaySeconds={NEWS_SECONDS}
        slides={readable.map((item) => ({
          key: String(item.id),
          content: (
            <Link to="/viewnews" search={{ news: item.id }} className="news-slide">
              <img src={item.image[language]} alt="" width="640" height="320" />
              <span className="news-slide-title">{item.title[language]}</span>
            </Link>
          ),
        }))}
      />
    </div>
  )
}
