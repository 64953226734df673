import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminContest } from '../../../../domain/contest-form.ts'
import { contestStatus } from '../../../../domain/contests.ts'
import { TextField } from '../../../components/form/text-field.tsx'
import { LoadView } from '../../../components/load-view.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchAdminContests, flipContest } from './api/contest-calls.ts'
import { SCREENS } from './contest-screens.ts'
import '../ui/content.css'

/** `/admin/contest/dashboard` (spec 3 §2.9): every contest with a search, Show boxes, New Contest and per-row Edit. */
export function ContestsDashboardPage() {
  const { t } = useTranslation()
  const { loaded, reload } = useLoad(fetchAdminContests)
  return (
    <div className="admin-page">
      <AdminPageHeader
        title={t('adminContests.dashboardTitle')}
        actions={
          <Link to={SCREENS.add} className="button">
            {t('adminContests.add')}
          </Link>
        }
      />
      <LoadView loaded={loaded} failedText={t('adminContests.loadFailed')} onRetry={reload}>
        {(list) => <ContestsTable list={list} />}
      </LoadView>
    </div>
  )
}

function ContestsTable({ list }: { list: AdminContest[] }) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const [shown, setShown] = useState<Record<number, boolean>>({})
  const [saving, setSaving] = useState<number>()
  const now = new Date()

  // The box flips only once the server has saved the change (spec 3 §4).
  const flip = async (contest: AdminContest) => {
    setSaving(contest.id)
    const answer = await flipContest(contest.id).catch(() => undefined)
    if (answer) setShown((s) => ({ ...s, [answer.id]: answer.active }))
    setSaving(undefined)
  }

  const needle = search.trim().toLowerCase()
  const rows = list.filter((c) => !needle || [c.name.en, c.name.bm].some((s) => s.toLowerCase().includes(needle)))
  if (list.length === 0) return <p className="notice">{t('adminContests.empty')}</p>
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
            <caption className="visually-hidden">{t('adminContests.dashboardTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminContests.icon')}</th>
                <th scope="col">{t('adminContests.name')}</th>
                <th scope="col">{t('adminContests.dates')}</th>
                <th scope="col">{t('adminContests.status')}</th>
                <th scope="col">{t('adminContests.pointsPerEntry')}</th>
                <th scope="col">{t('adminContests.entriesPerPerson')}</th>
                <th scope="col">{t('adminContests.entries')}</th>
                <th scope="col">{t('adminContests.shown')}</th>
                <th scope="col">{t('adminContent.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((contest) => (
                <tr key={contest.id}>
                  <td>
                    <img src={contest.icon.en} alt="" loading="lazy" className="content-thumb" />
                  </td>
                  <td>
                    <span className="content-title">{contest.name.en}</span>
                    <span className="content-title-bm" lang="ms">
                      {contest.name.bm}
                    </span>
                  </td>
                  <td>
                    {formatDateTime(contest.startsAt)} – {formatDateTime(contest.endsAt)}
                  </td>
                  <td>{t(`adminContests.statuses.${contestStatus(contest, now)}`)}</td>
                  <td>{contest.pointRequired ? contest.pointsPerEntry : t('adminContests.free')}</td>
                  <td>{contest.entriesPerPerson}</td>
                  <td>{contest.entries}</td>
                  <td>
                    <input
                      type="checkbox"
                      checked={shown[contest.id] ?? contest.active}
                      disabled={saving === contest.id}
                      onChange={() => void flip(contest)}
                      aria-label={t('adminContests.shownFor', { name: contest.name.en })}
                    />
                  </td>
                  <td className="actions">
                    <Link to={SCREENS.edit} search={{ id: contest.id }} aria-label={t('adminContent.editFor', { name: contest.name.en })}>
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
