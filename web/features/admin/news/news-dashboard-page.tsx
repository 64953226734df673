import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminNews } from '../../../../domain/news.ts'
import { AdminListPage } from '../ui/admin-list-page.tsx'
import { BilingualTitle } from '../ui/bilingual-title.tsx'
import { SearchableTable } from '../ui/searchable-table.tsx'
import { useShowBoxes } from '../ui/use-show-boxes.tsx'
import { fetchAdminNews, flipNews, removeNews } from './api/news-calls.ts'
import { SCREENS } from './news-screens.ts'
import '../ui/content.css'

/** `/admin/news/dashboard` (spec 3 §2.9): every news item with a search, Show News boxes, Edit and a Delete that asks first. */
export function NewsDashboardPage() {
  const { t } = useTranslation()
  return (
    <AdminListPage
      title={t('adminNews.dashboardTitle')}
      action={
        <Link to={SCREENS.add} className="button">
          {t('adminNews.add')}
        </Link>
      }
      load={fetchAdminNews}
      failedText={t('adminNews.loadFailed')}
    >
      {(list) => <NewsTable list={list} />}
    </AdminListPage>
  )
}

const nameOf = (n: AdminNews) => n.title.en || n.link || `#${n.id}`

function NewsTable({ list }: { list: AdminNews[] }) {
  const { t } = useTranslation()
  const showBox = useShowBoxes(flipNews)
  // What the server answered to each delete, over what was loaded.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set())
  const [removing, setRemoving] = useState(false)
  const [confirming, setConfirming] = useState<AdminNews>()

  const remove = async (item: AdminNews) => {
    setRemoving(true)
    const answer = await removeNews(item.id).catch(() => undefined)
    if (answer) setRemoved((r) => new Set(r).add(answer.id))
    setRemoving(false)
    setConfirming(undefined)
  }

  return (
    <>
      {confirming && (
        <div className="card content-confirm" role="alertdialog" aria-labelledby="news-confirm-text" aria-modal="false">
          <p id="news-confirm-text">{t('adminNews.confirmDelete', { name: nameOf(confirming) })}</p>
          <button type="button" className="button danger" disabled={removing} onClick={() => void remove(confirming)}>
            {t('adminNews.confirmYes')}
          </button>{' '}
          <button type="button" className="button secondary" autoFocus onClick={() => setConfirming(undefined)}>
            {t('adminNews.confirmNo')}
          </button>
        </div>
      )}
      <SearchableTable
        rows={list.filter((n) => !removed.has(n.id))}
        searchTexts={(n) => [n.title.en, n.title.bm, n.description.en, n.description.bm, n.link ?? '']}
        caption={t('adminNews.dashboardTitle')}
        emptyText={t('adminNews.empty')}
        columns={[
          { header: t('adminContent.image'), cell: (item) => <img src={item.image.en} alt="" loading="lazy" className="content-thumb" /> },
          {
            header: t('adminContent.title'),
            cell: (item) => (
              <>
                {item.link ? <span className="content-link">{item.link}</span> : null}
                <BilingualTitle title={item.title} />
              </>
            ),
          },
          { header: t('adminNews.form.showingTo'), cell: (item) => item.showingTo.map((a) => t(`adminNews.audience.${a}`)).join(', ') },
          { header: t('adminNews.shown'), cell: (item) => showBox(item, t('adminNews.shownFor', { name: nameOf(item) })) },
          {
            header: t('adminContent.actions'),
            className: 'actions',
            cell: (item) => (
              <>
                <Link to={SCREENS.edit} search={{ id: item.id }} aria-label={t('adminContent.editFor', { name: nameOf(item) })}>
                  {t('adminContent.edit')}
                </Link>{' '}
                <button type="button" className="link-button" onClick={() => setConfirming(item)} aria-label={t('adminNews.deleteFor', { name: nameOf(item) })}>
                  {t('adminNews.delete')}
                </button>
              </>
            ),
          },
        ]}
      />
    </>
  )
}
