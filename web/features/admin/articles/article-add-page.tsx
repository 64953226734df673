import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { addArticle } from './api/article-calls.ts'
import { ArticleForm } from './article-form.tsx'
import { SCREENS } from './article-screens.ts'
import '../ui/content.css'

/** `/admin/article/add`: saved, it is back to the dashboard. */
export function ArticleAddPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminArticles.addTitle')} back={<Link to={SCREENS.dashboard}>{t('adminArticles.back')}</Link>} />
      <ArticleForm
        submitLabel={t('adminArticles.form.addSubmit')}
        onSubmit={async (values) => {
          await addArticle(values)
          await navigate({ to: SCREENS.dashboard })
        }}
      />
    </div>
  )
}
