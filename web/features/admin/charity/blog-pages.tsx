import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { AdminBlog } from '../../../../domain/charity-content.ts'
import { AdminListPage } from '../ui/admin-list-page.tsx'
import { BilingualTitle } from '../ui/bilingual-title.tsx'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { RowEditScreen } from '../ui/row-edit-screen.tsx'
import { SearchableTable } from '../ui/searchable-table.tsx'
import { cut } from '../ui/table-text.ts'
import { useShowBoxes } from '../ui/use-show-boxes.tsx'
import { addBlog, editBlog, fetchAdminBlogs, flipBlog } from './api/charity-calls.ts'
import { BlogForm } from './blog-form.tsx'
import { SCREENS } from './charity-screens.ts'
import '../ui/content.css'
import './charity.css'

/** `/admin/blog/dashboard` (spec 3 §2.9): every blog with its first picture and count, a Show box, Add Blog and per-row Edit. */
export function BlogsDashboardPage() {
  const { t } = useTranslation()
  return (
    <AdminListPage
      title={t('adminCharity.blog.dashboardTitle')}
      action={
        <Link to={SCREENS.blogs.add} className="button">
          {t('adminCharity.blog.add')}
        </Link>
      }
      load={fetchAdminBlogs}
      failedText={t('adminCharity.blog.loadFailed')}
    >
      {(list) => <BlogsTable list={list} />}
    </AdminListPage>
  )
}

function BlogsTable({ list }: { list: AdminBlog[] }) {
  const { t } = useTranslation()
  const showBox = useShowBoxes(flipBlog)
  return (
    <SearchableTable
      rows={list}
      searchTexts={(b) => [b.title.en, b.title.bm, b.venue, b.description.en, b.description.bm]}
      caption={t('adminCharity.blog.dashboardTitle')}
      emptyText={t('adminCharity.blog.empty')}
      columns={[
        {
          header: t('adminCharity.blog.images'),
          cell: (blog) => (
            <>
              {blog.images[0] && <img src={blog.images[0].url} alt="" loading="lazy" className="content-thumb" />}
              <span className="content-title-bm">{t('adminCharity.blog.imageCount', { count: blog.images.length })}</span>
            </>
          ),
        },
        { header: t('adminContent.title'), cell: (blog) => <BilingualTitle title={blog.title} /> },
        { header: t('adminCharity.blog.venue'), cell: (blog) => cut(blog.venue) },
        { header: t('adminCharity.show'), cell: (blog) => showBox(blog, t('adminCharity.showFor', { name: blog.title.en })) },
        {
          header: t('adminContent.actions'),
          className: 'actions',
          cell: (blog) => (
            <Link to={SCREENS.blogs.edit} search={{ id: blog.id }} aria-label={t('adminContent.editFor', { name: blog.title.en })}>
              {t('adminContent.edit')}
            </Link>
          ),
        },
      ]}
    />
  )
}

/** `/admin/blog/add`: saved, it is back to the dashboard. */
export function BlogAddPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminCharity.blog.addTitle')} back={<Link to={SCREENS.blogs.dashboard}>{t('adminCharity.blog.back')}</Link>} />
      <BlogForm
        submitLabel={t('adminCharity.blog.addSubmit')}
        onSubmit={async (values) => {
          await addBlog(values)
          await navigate({ to: SCREENS.blogs.dashboard })
        }}
      />
    </div>
  )
}

/** `/admin/blog/edit?id=`. */
export function BlogEditPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <RowEditScreen
      id={id}
      load={fetchAdminBlogs}
      dashboard={SCREENS.blogs.dashboard}
      title={t('adminCharity.blog.editTitle')}
      backText={t('adminCharity.blog.back')}
      failedText={t('adminCharity.blog.loadFailed')}
    >
      {(blog) => (
        <BlogForm
          key={blog.id}
          blog={blog}
          submitLabel={t('adminCharity.saveChanges')}
          onSubmit={async (values) => {
            await editBlog(id, values)
            await navigate({ to: SCREENS.blogs.dashboard })
          }}
        />
      )}
    </RowEditScreen>
  )
}
