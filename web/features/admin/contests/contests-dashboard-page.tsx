import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { AdminContest } from '../../../../domain/contest-form.ts'
import { contestStatus } from '../../../../domain/contests.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { AdminListPage } from '../ui/admin-list-page.tsx'
import { BilingualTitle } from '../ui/bilingual-title.tsx'
import { SearchableTable } from '../ui/searchable-table.tsx'
import { useShowBoxes } from '../ui/use-show-boxes.tsx'
import { fetchAdminContests, flipContest } from './api/contest-calls.ts'
import { SCREENS } from './contest-screens.ts'
import '../ui/content.css'

/** `/admin/contest/dashboard` (spec 3 §2.9): every contest with a search, Show boxes, New Contest and per-row Edit. */
export function ContestsDashboardPage() {
  const { t } = useTranslation()
  return (
    <AdminListPage
      title={t('adminContests.dashboardTitle')}
      action={
        <Link to={SCREENS.add} className="button">
          {t('adminContests.add')}
        </Link>
      }
      load={fetchAdminContests}
      failedText={t('adminContests.loadFailed')}
    >
      {(list) => <ContestsTable list={list} />}
    </AdminListPage>
  )
}

function ContestsTable({ list }: { list: AdminContest[] }) {
  const { t } = useTranslation()
  const showBox = useShowBoxes(flipContest)
  const now = new Date()
  return (
    <SearchableTable
      rows={list}
      searchTexts={(c) => [c.name.en, c.name.bm]}
      caption={t('adminContests.dashboardTitle')}
      emptyText={t('adminContests.empty')}
      columns={[
        { header: t('adminContests.icon'), cell: (contest) => <img src={contest.icon.en} alt="" loading="lazy" className="content-thumb" /> },
        { header: t('adminContests.name'), cell: (contest) => <BilingualTitle title={contest.name} /> },
        { header: t('adminContests.dates'), cell: (contest) => `${formatDateTime(contest.startsAt)} – ${formatDateTime(contest.endsAt)}` },
        { header: t('adminContests.status'), cell: (contest) => t(`adminContests.statuses.${contestStatus(contest, now)}`) },
        { header: t('adminContests.pointsPerEntry'), cell: (contest) => (contest.pointRequired ? contest.pointsPerEntry : t('adminContests.free')) },
        { header: t('adminContests.entriesPerPerson'), cell: (contest) => contest.entriesPerPerson },
        { header: t('adminContests.entries'), cell: (contest) => contest.entries },
        // The box flips only once the server has saved the change (spec 3 §4).
        { header: t('adminContests.shown'), cell: (contest) => showBox(contest, t('adminContests.shownFor', { name: contest.name.en })) },
        {
          header: t('adminContent.actions'),
          className: 'actions',
          cell: (contest) => (
            <Link to={SCREENS.edit} search={{ id: contest.id }} aria-label={t('adminContent.editFor', { name: contest.name.en })}>
              {t('adminContent.edit')}
            </Link>
          ),
        },
      ]}
    />
  )
}
