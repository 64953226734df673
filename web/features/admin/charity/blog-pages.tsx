import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminBlog } from '../../../../domain/charity-content.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { cut } from '../ui/table-text.ts'
import { addBlog, editBlog, fetchAdminBlogs, flipBlog } from './api/charity-calls.ts'
import { BlogForm } from './blog-form.tsx'
import { SCREENS } from './charity-screens.ts'
import { RowEditScreen } from './row-edit-screen.tsx'
import { ShowToggle } from './show-toggle.tsx'
import '../ui/content.css'
import './charity.css'

/** `/admin/blog/dashboard` (spec 3 §2.9): every blog with its first picture and count, a Show box, Add Blog and per-row Edit. */
export function BlogsDashboardPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchAdminBlogs)
  return (
    <div className="admin-page">
      <AdminPageHeader
        title={t('adminCharity.blog.dashboardTitle')}
        actions={
          <Link to={SCREENS.blogs.add} className="button">
            {t('adminCharity.blog.add')}
          </Link>
        }
      />
      <LoadView loaded={loaded} failedText={t('adminCharity.blog.loadFailed')} onRetry={reload}>
        {(list) => <BlogsTable list={list} />}
      </LoadView>
    </div>
  )
}

function BlogsTable({ list }: { list: AdminBlog[] }) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const needle = search.trim().toLowerCase()
  const rows = list.filter((b) => !needle || [b.title.en, b.title.bm, b.venue, b.description.en, b.description.bm].some((s) => s.toLowerCase().includes(needle)))
  if (list.length === 0) return <p className="notice">{t('adminCharity.blog.empty')}</p>
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
            <caption className="visually-hidden">{t('adminCharity.blog.dashboardTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminCharity.blog.images')}</th>
                <th scope="col">{t('adminContent.title')}</th>
                <th scope="col">{t('adminCharity.blog.venue')}</th>
                <th scope="col">{t('adminCharity.show')}</th>
                <th scope="col">{t('adminContent.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((blog) => (
                <tr key={blog.id}>
                  <td>
                    {blog.images[0] && <img src={blog.images[0].url} alt="" loading="lazy" className="content-thumb" />}
                    <span className="content-title-bm">{t('adminCharity.blog.imageCount', { count: blog.images.length })}</span>
                  </td>
                  <td>
                    <span className="content-title">{cut(blog.title.en)}</span>
                    <span className="content-title-bm" lang="ms">
                      {cut(blog.title.bm)}
                    </span>
                  </td>
                  <td>{cut(blog.venue)}</td>
                  <td>
                    <ShowToggle shown={blog.active} label={t('adminCharity.showFor', { name: blog.title.en })} flip={() => flipBlog(blog.id)} />
                  </td>
                  <td className="actions">
                    <Link to={SCREENS.blogs.edit} search={{ id: blog.id }} aria-label={t('adminContent.editFor', { name: blog.title.en })}>
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
