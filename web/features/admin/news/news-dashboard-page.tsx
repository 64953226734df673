import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminNews } from '../../../../domain/news.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchAdminNews, flipNews, removeNews } from './api/news-calls.ts'
import { SCREENS } from './news-screens.ts'
import '../ui/content.css'

/** `/admin/news/dashboard` (spec 3 §2.9): every news item with a search, Show News boxes, Edit and a Delete that asks first. */
export function NewsDashboardPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchAdminNews)
  return (
    <div className="admin-page">
      <AdminPageHeader
        title={t('adminNews.dashboardTitle')}
        actions={
          <Link to={SCREENS.add} className="button">
            {t('adminNews.add')}
          </Link>
        }
      />
      <LoadView loaded={loaded} failedText={t('adminNews.loadFailed')} onRetry={reload}>
        {(list) => <NewsTable list={list} />}
      </LoadView>
    </div>
  )
}

const nameOf = (n: AdminNews) => n.title.en || n.link || `#${n.id}`

function NewsTable({ list }: { list: AdminNews[] }) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  // What the server answered to each show/hide and delete, over what was loaded.
  const [shown, setShown] = useState<Record<number, boolean>>({})
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set())
  const [saving, setSaving] = useState<number>()
  const [confirming, setConfirming] = useState<AdminNews>()

  const flip = async (item: AdminNews) => {
    setSaving(item.id)
    const answer = await flipNews(item.id).catch(() => undefined)
    if (answer) setShown((s) => ({ ...s, [answer.id]: answer.active }))
    setSaving(undefined)
  }
  const remove = async (item: AdminNews) => {
    setSaving(item.id)
    const answer = await removeNews(item.id).catch(() => undefined)
    if (answer) setRemoved((r) => new Set(r).add(answer.id))
    setSaving(undefined)
    setConfirming(undefined)
  }

  const needle = search.trim().toLowerCase()
  const remaining = list.filter((n) => !removed.has(n.id))
  const rows = remaining.filter((n) => !needle || [n.title.en, n.title.bm, n.description.en, n.description.bm, n.link ?? ''].some((s) => s.toLowerCase().includes(needle)))
  if (remaining.length === 0) return <p className="notice">{t('adminNews.empty')}</p>
  return (
    <>
      {confirming && (
        <div className="card content-confirm" role="alertdialog" aria-labelledby="news-confirm-text" aria-modal="false">
          <p id="news-confirm-text">{t('adminNews.confirmDelete', { name: nameOf(confirming) })}</p>
          <button type="button" className="button danger" disabled={saving === confirming.id} onClick={() => void remove(confirming)}>
            {t('adminNews.confirmYes')}
          </button>{' '}
          <button type="button" className="button secondary" autoFocus onClick={() => setConfirming(undefined)}>
            {t('adminNews.confirmNo')}
          </button>
        </div>
      )}
      <TextField className="table-search" label={t('adminContent.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {rows.length === 0 ? (
        <p className="notice" role="status">
          {t('adminContent.noMatch', { search: search.trim() })}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="content-table">
            <caption className="visually-hidden">{t('adminNews.dashboardTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminContent.image')}</th>
                <th scope="col">{t('adminContent.title')}</th>
                <th scope="col">{t('adminNews.form.showingTo')}</th>
                <th scope="col">{t('adminNews.shown')}</th>
                <th scope="col">{t('adminContent.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((item) => (
                <tr key={item.id}>
                  <td>
                    <img src={item.image.en} alt="" loading="lazy" className="content-thumb" />
                  </td>
                  <td>
                    {item.link ? <span className="content-link">{item.link}</span> : null}
                    <span className="content-title">{item.title.en}</span>
                    <span className="content-title-bm" lang="ms">
                      {item.title.bm}
                    </span>
                  </td>
                  <td>{item.showingTo.map((a) => t(`adminNews.audience.${a}`)).join(', ')}</td>
                  <td>
                    <input
                      type="checkbox"
                      checked={shown[item.id] ?? item.active}
                      disabled={saving === item.id}
                      onChange={() => void flip(item)}
                      aria-label={t('adminNews.shownFor', { name: nameOf(item) })}
                    />
                  </td>
                  <td className="actions">
                    <Link to={SCREENS.edit} search={{ id: item.id }} aria-label={t('adminContent.editFor', { name: nameOf(item) })}>
                      {t('adminContent.edit')}
                    </Link>{' '}
                    <button type="button" className="link-button" onClick={() => setConfirming(item)} aria-label={t('adminNews.deleteFor', { name: nameOf(item) })}>
                      {t('adminNews.delete')}
                    </button>
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
