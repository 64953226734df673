import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminArticle } from '../../../../domain/articles.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchAdminArticles, flipArticle } from './api/article-calls.ts'
import { SCREENS } from './article-screens.ts'
import '../ui/content.css'

/** `/admin/article/dashboard` (spec 3 §2.9): every article with a search, Show Article boxes, Add Article and per-row Edit. */
export function ArticlesDashboardPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchAdminArticles)
  return (
    <div className="admin-page">
      <AdminPageHeader
        title={t('adminArticles.dashboardTitle')}
        actions={
          <Link to={SCREENS.add} className="button">
            {t('adminArticles.add')}
          </Link>
        }
      />
      <LoadView loaded={loaded} failedText={t('adminArticles.loadFailed')} onRetry={reload}>
        {(list) => <ArticlesTable list={list} />}
      </LoadView>
    </div>
  )
}

function ArticlesTable({ list }: { list: AdminArticle[] }) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const [shown, setShown] = useState<Record<number, boolean>>({})
  const [saving, setSaving] = useState<number>()

  const flip = async (article: AdminArticle) => {
    setSaving(article.id)
    const answer = await flipArticle(article.id).catch(() => undefined)
    if (answer) setShown((s) => ({ ...s, [answer.id]: answer.active }))
    setSaving(undefined)
  }

  const needle = search.trim().toLowerCase()
  const rows = list.filter((a) => !needle || [a.title.en, a.title.bm, a.description.en, a.description.bm].some((s) => s.toLowerCase().includes(needle)))
  if (list.length === 0) return <p className="notice">{t('adminArticles.empty')}</p>
  return (
    <>
      <TextField className="table-search" label={t('adminContent.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {rows.length === 0 ? (
        <p className="notice" role="status">
          {t('adminContent.noMatch', { search: search.trim() })}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="content-table">
            <caption className="visually-hidden">{t('adminArticles.dashboardTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminContent.image')}</th>
                <th scope="col">{t('adminContent.title')}</th>
                <th scope="col">{t('adminArticles.shown')}</th>
                <th scope="col">{t('adminContent.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((article) => (
                <tr key={article.id}>
                  <td>
                    <img src={article.image.en} alt="" loading="lazy" className="content-thumb" />
                  </td>
                  <td>
                    <span className="content-title">{article.title.en}</span>
                    <span className="content-title-bm" lang="ms">
                      {article.title.bm}
                    </span>
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      checked={shown[article.id] ?? article.active}
                      disabled={saving === article.id}
                      onChange={() => void flip(article)}
                      aria-label={t('adminArticles.shownFor', { name: article.title.en })}
                    />
                  </td>
                  <td className="actions">
                    <Link to={SCREENS.edit} search={{ id: article.id }} aria-label={t('adminContent.editFor', { name: article.title.en })}>
                      {t('adminContent.edit')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
