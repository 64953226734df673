import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { AdminArticle } from '../../../../domain/articles.ts'
import { AdminListPage } from '../ui/admin-list-page.tsx'
import { BilingualTitle } from '../ui/bilingual-title.tsx'
import { SearchableTable } from '../ui/searchable-table.tsx'
import { useShowBoxes } from '../ui/use-show-boxes.tsx'
import { fetchAdminArticles, flipArticle } from './api/article-calls.ts'
import { SCREENS } from './article-screens.ts'
import '../ui/content.css'

/** `/admin/article/dashboard` (spec 3 §2.9): every article with a search, Show Article boxes, Add Article and per-row Edit. */
export function ArticlesDashboardPage() {
  const { t } = useTranslation()
  return (
    <AdminListPage
      title={t('adminArticles.dashboardTitle')}
      action={
        <Link to={SCREENS.add} className="button">
          {t('adminArticles.add')}
        </Link>
      }
      load={fetchAdminArticles}
      failedText={t('adminArticles.loadFailed')}
    >
      {(list) => <ArticlesTable list={list} />}
    </AdminListPage>
  )
}

function ArticlesTable({ list }: { list: AdminArticle[] }) {
  const { t } = useTranslation()
  const showBox = useShowBoxes(flipArticle)
  return (
    <SearchableTable
      rows={list}
      searchTexts={(a) => [a.title.en, a.title.bm, a.description.en, a.description.bm]}
      caption={t('adminArticles.dashboardTitle')}
      emptyText={t('adminArticles.empty')}
      columns={[
        { header: t('adminContent.image'), cell: (article) => <img src={article.image.en} alt="" loading="lazy" className="content-thumb" /> },
        { header: t('adminContent.title'), cell: (article) => <BilingualTitle title={article.title} /> },
        { header: t('adminArticles.shown'), cell: (article) => showBox(article, t('adminArticles.shownFor', { name: article.title.en })) },
        {
          header: t('adminContent.actions'),
          className: 'actions',
          cell: (article) => (
            <Link to={SCREENS.edit} search={{ id: article.id }} aria-label={t('adminContent.editFor', { name: article.title.en })}>
              {t('adminContent.edit')}
            </Link>
          ),
        },
      ]}
    />
  )
}
