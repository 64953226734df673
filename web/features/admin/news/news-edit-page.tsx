import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { RowEditScreen } from '../ui/row-edit-screen.tsx'
import { fetchAdminNews } from './api/news-calls.ts'
import { editNews } from './api/save-news.ts'
import { NewsForm } from './news-form.tsx'
import { SCREENS } from './news-screens.ts'
import '../ui/content.css'

/** `/admin/news/edit?id=`: the item's fields and mode; an unknown id goes back to the dashboard. */
export function NewsEditPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <RowEditScreen id={id} load={fetchAdminNews} dashboard={SCREENS.dashboard} title={t('adminNews.editTitle')} backText={t('adminNews.back')} failedText={t('adminNews.loadFailed')}>
      {(news) => (
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
    </RowEditScreen>
  )
}
