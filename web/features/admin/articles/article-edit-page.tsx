import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { RowEditScreen } from '../ui/row-edit-screen.tsx'
import { editArticle, fetchAdminArticles } from './api/article-calls.ts'
import { ArticleForm } from './article-form.tsx'
import { SCREENS } from './article-screens.ts'
import '../ui/content.css'

/** `/admin/article/edit?id=`: the article's fields; an unknown id goes back to the dashboard. */
export function ArticleEditPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <RowEditScreen id={id} load={fetchAdminArticles} dashboard={SCREENS.dashboard} title={t('adminArticles.editTitle')} backText={t('adminArticles.back')} failedText={t('adminArticles.loadFailed')}>
      {(article) => (
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
    </RowEditScreen>
  )
}
