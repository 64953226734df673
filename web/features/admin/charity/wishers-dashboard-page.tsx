import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { AdminWisher } from '../../../../domain/charity-content.ts'
import { formatNumber } from '../../../lib/format.ts'
import { AdminListPage } from '../ui/admin-list-page.tsx'
import { SearchableTable } from '../ui/searchable-table.tsx'
import { cut } from '../ui/table-text.ts'
import { useShowBoxes } from '../ui/use-show-boxes.tsx'
import { fetchAdminWishers, flipWisher } from './api/charity-calls.ts'
import { SCREENS } from './charity-screens.ts'
import '../ui/content.css'
import './charity.css'

/** `/admin/wishingtree/dashboard` (spec 3 §2.9): every wisher with its avatar, wish and progress, a Show box, Add Wisher and per-row Edit. */
export function WishersDashboardPage() {
  const { t } = useTranslation()
  return (
    <AdminListPage
      title={t('adminCharity.wisher.dashboardTitle')}
      action={
        <Link to={SCREENS.wishers.add} className="button">
          {t('adminCharity.wisher.add')}
        </Link>
      }
      load={fetchAdminWishers}
      failedText={t('adminCharity.wisher.loadFailed')}
    >
      {(list) => <WishersTable list={list} />}
    </AdminListPage>
  )
}

function WishersTable({ list }: { list: AdminWisher[] }) {
  const { t } = useTranslation()
  const showBox = useShowBoxes(flipWisher)
  return (
    <SearchableTable
      rows={list}
      searchTexts={(w) => [w.name, w.wishes.en, w.wishes.bm]}
      caption={t('adminCharity.wisher.dashboardTitle')}
      emptyText={t('adminCharity.wisher.empty')}
      columns={[
        { header: t('adminCharity.wisher.avatarColumn'), cell: (w) => <img src={w.image} alt="" className="wisher-avatar" width={48} height={48} /> },
        { header: t('adminCharity.wisher.name'), cell: (w) => w.name },
        { header: t('adminCharity.wisher.age'), cell: (w) => w.age },
        { header: t('adminCharity.wisher.wishEn'), cell: (w) => cut(w.wishes.en), cellProps: (w) => ({ title: w.wishes.en }) },
        {
          header: t('adminCharity.wisher.progress'),
          cell: (w) => (
            <>
              <span className="wisher-points">{t('adminCharity.wisher.pointsOfGoal', { points: formatNumber(w.points), goal: formatNumber(w.goalPoints) })}</span>
              <progress className="wisher-bar" value={w.points} max={w.goalPoints} aria-label={t('adminCharity.wisher.progressFor', { name: w.name })} />
            </>
          ),
        },
        { header: t('adminCharity.show'), cell: (w) => showBox(w, t('adminCharity.showFor', { name: w.name })) },
        {
          header: t('adminContent.actions'),
          className: 'actions',
          cell: (w) => (
            <Link to={SCREENS.wishers.edit} search={{ id: w.id }} aria-label={t('adminContent.editFor', { name: w.name })}>
              {t('adminContent.edit')}
            </Link>
          ),
        },
      ]}
    />
  )
}
