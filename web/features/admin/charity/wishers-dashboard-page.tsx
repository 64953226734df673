import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminWisher } from '../../../../domain/charity-content.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { LoadView } from '../../../components/load-view.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { cut } from '../ui/table-text.ts'
import { fetchAdminWishers, flipWisher } from './api/charity-calls.ts'
import { SCREENS } from './charity-screens.ts'
import { ShowToggle } from './show-toggle.tsx'
import '../ui/content.css'
import './charity.css'

/** `/admin/wishingtree/dashboard` (spec 3 §2.9): every wisher with its avatar, wish and progress, a Show box, Add Wisher and per-row Edit. */
export function WishersDashboardPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchAdminWishers)
  return (
    <div className="admin-page">
      <AdminPageHeader
        title={t('adminCharity.wisher.dashboardTitle')}
        actions={
          <Link to={SCREENS.wishers.add} className="button">
            {t('adminCharity.wisher.add')}
          </Link>
        }
      />
      <LoadView loaded={loaded} failedText={t('adminCharity.wisher.loadFailed')} onRetry={reload}>
        {(list) => <WishersTable list={list} />}
      </LoadView>
    </div>
  )
}

function WishersTable({ list }: { list: AdminWisher[] }) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const needle = search.trim().toLowerCase()
  const rows = list.filter((w) => !needle || [w.name, w.wishes.en, w.wishes.bm].some((s) => s.toLowerCase().includes(needle)))
  if (list.length === 0) return <p className="notice">{t('adminCharity.wisher.empty')}</p>
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
            <caption className="visually-hidden">{t('adminCharity.wisher.dashboardTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminCharity.wisher.avatarColumn')}</th>
                <th scope="col">{t('adminCharity.wisher.name')}</th>
                <th scope="col">{t('adminCharity.wisher.age')}</th>
                <th scope="col">{t('adminCharity.wisher.wishEn')}</th>
                <th scope="col">{t('adminCharity.wisher.progress')}</th>
                <th scope="col">{t('adminCharity.show')}</th>
                <th scope="col">{t('adminContent.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((w) => (
                <tr key={w.id}>
                  <td>
                    <img src={w.image} alt="" className="wisher-avatar" width={48} height={48} />
                  </td>
                  <td>{w.name}</td>
                  <td>{w.age}</td>
                  <td title={w.wishes.en}>{cut(w.wishes.en)}</td>
                  <td>
                    <span className="wisher-points">{t('adminCharity.wisher.pointsOfGoal', { points: formatNumber(w.points), goal: formatNumber(w.goalPoints) })}</span>
                    <progress className="wisher-bar" value={w.points} max={w.goalPoints} aria-label={t('adminCharity.wisher.progressFor', { name: w.name })} />
                  </td>
                  <td>
                    <ShowToggle shown={w.active} label={t('adminCharity.showFor', { name: w.name })} flip={() => flipWisher(w.id)} />
                  </td>
                  <td className="actions">
                    <Link to={SCREENS.wishers.edit} search={{ id: w.id }} aria-label={t('adminContent.editFor', { name: w.name })}>
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
