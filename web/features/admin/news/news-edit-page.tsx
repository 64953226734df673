import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchAdminNews } from './api/news-calls.ts'
import { editNews } from './api/save-news.ts'
import { NewsForm } from './news-form.tsx'
import { SCREENS } from './news-screens.ts'
import '../ui/content.css'

/** `/admin/news/edit?id=`: the item's fields and mode; an unknown id goes back to the dashboard. */
export function NewsEditPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { loaded, reload } = useLoad(fetchAdminNews)
  const news = loaded.status === 'ready' ? loaded.data.find((n) => n.id === id) : undefined
  const unknown = loaded.status === 'ready' && !news
  useEffect(() => {
    if (unknown) void navigate({ to: SCREENS.dashboard, replace: true })
  }, [unknown, navigate])
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminNews.editTitle')} back={<Link to={SCREENS.dashboard}>{t('adminNews.back')}</Link>} />
      <LoadView loaded={unknown ? { status: 'loading' } : loaded} failedText={t('adminNews.loadFailed')} onRetry={reload}>
        {() => (
          <NewsForm
            key={id}
            news={news}
            submitLabel={t('adminNews.form.editSubmit')}
            onSubmit={async (values) => {
              await editNews(id, values)
              await navigate({ to: SCREENS.dashboard })
            }}
          />
        )}
      </LoadView>
    </div>
  )
}
