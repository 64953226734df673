import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Article, articlePreview } from '../../../domain/articles.ts'
import { readableIn } from '../../../domain/bilingual-content.ts'
import type { Language } from '../../../domain/languages.ts'
import { useCurrentLanguage } from '../../lib/language.ts'
import { useLoad } from '../../lib/use-load.ts'
import { fetchArticles } from './api/fetch-articles.ts'
import { SectionPlaceholder } from './section-placeholder.tsx'

/**
 * The dashboard's articles (spec 2): each with its image, title and text cut at 200 characters with
 * See more. Text is plain, line breaks kept (CSS), never read as HTML; an article missing the
 * member's language is left out rather than shown in the other one. Nothing to show: no section.
 */
export function ArticleList() {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const { loaded } = useLoad(fetchArticles)
  if (loaded.status === 'loading') return <SectionPlaceholder title={t('articles.title')} shape="news" />
  if (loaded.status === 'failed') return null
  const articles = loaded.data.filter((a) => readableIn(language, a.title, a.description, a.image))
  if (articles.length === 0) return null
  return (
    <section aria-labelledby="articles-title" className="dashboard-section">
      <h2 id="articles-title">{t('articles.title')}</h2>
      <ul className="article-list">
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} language={language} />
        ))}
      </ul>
    </section>
  )
}

function ArticleCard({ article, language }: { article: Article; language: Language }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const text = article.description[language]
  const preview = articlePreview(text)
  const textId = `article-text-${article.id}`
  return (
    <li className="card article-card">
      <img src={article.image[language]} alt="" width="640" height="320" loading="lazy" />
      <h3>{article.title[language]}</h3>
      <p id={textId} className="plain-text">
        {open ? text : preview.text}
      </p>
      {preview.cut && (
        <button type="button" className="link-button" aria-expanded={open} aria-controls={textId} onClick={() => setOpen((o) => !o)}>
          {open ? t('articles.seeLess') : t('articles.seeMore')}
        </button>
      )}
    </li>
  )
}
