import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import './dashboard.css'
import { newsReadableIn } from '../../../domain/news.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useLoad } from '../../lib/use-load.ts'
import { fetchNews } from './api/fetch-news.ts'

/** `/viewnews?news={id}`: one news item in full. */
export function ViewNewsPage({ newsId }: { newsId: number }) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const { loaded: news } = useLoad(fetchNews)
  const back = (
    <p>
      <Link to="/dashboard">{t('news.back')}</Link>
    </p>
  )
  if (news.status === 'loading') return <p className="page" role="status">{t('common.loading')}</p>
  // An item missing the member's language is not there for them: never shown in the other language.
  const item = news.status === 'ready' ? news.data.find((n) => n.id === newsId && newsReadableIn(n, language)) : undefined
  if (!item) {
    return (
      <section className="page narrow">
        <h1>{t('news.title')}</h1>
        <p role="alert">{news.status === 'failed' ? t('news.failed') : t('news.notFound')}</p>
        {back}
      </section>
    )
  }
  return (
    <article className="page narrow news-article">
      <img src={item.image[language]} alt="" width="640" height="320" />
      <h1>{item.title[language]}</h1>
      {/* Plain text: React escapes it, CSS keeps its line breaks. */}
      <p className="plain-text">{item.description[language]}</p>
      {item.link && (
        <p>
          <a href={item.link} rel="noopener" target="_blank">
            {t('news.readMore')}
          </a>
        </p>
      )}
      {back}
    </article>
  )
}
