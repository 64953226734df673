import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { addNews } from './api/save-news.ts'
import { NewsForm } from './news-form.tsx'
import { SCREENS } from './news-screens.ts'
import '../ui/content.css'

/** `/admin/news/add`: saved, it is back to the dashboard. */
export function NewsAddPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminNews.addTitle')} back={<Link to={SCREENS.dashboard}>{t('adminNews.back')}</Link>} />
      <NewsForm
        submitLabel={t('adminNews.form.addSubmit')}
        onSubmit={async (values) => {
          await addNews(values)
          await navigate({ to: SCREENS.dashboard })
        }}
      />
    </div>
  )
}
