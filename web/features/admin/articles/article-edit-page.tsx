import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { editArticle, fetchAdminArticles } from './api/article-calls.ts'
import { ArticleForm } from './article-form.tsx'
import { SCREENS } from './article-screens.ts'
import '../ui/content.css'

/** `/admin/article/edit?id=`: the article's fields; an unknown id goes back to the dashboard. */
export function ArticleEditPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { loaded, reload } = useLoad(fetchAdminArticles)
  const article = loaded.status === 'ready' ? loaded.data.find((n) => n.id === id) : undefined
  const unknown = loaded.status === 'ready' && !article
  useEffect(() => {
    if (unknown) void navigate({ to: SCREENS.dashboard, replace: true })
  }, [unknown, navigate])
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminArticles.editTitle')} back={<Link to={SCREENS.dashboard}>{t('adminArticles.back')}</Link>} />
      <LoadView loaded={unknown ? { status: 'loading' } : loaded} failedText={t('adminArticles.loadFailed')} onRetry={reload}>
        {() => (
          <ArticleForm
            key={id}
            article={article}
            submitLabel={t('adminArticles.form.editSubmit')}
            onSubmit={async (values) => {
              await editArticle(id, values)
              await navigate({ to: SCREENS.dashboard })
            }}
          />
        )}
      </LoadView>
    </div>
  )
}
