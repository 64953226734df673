import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ReviewEntry, reviewMoves } from '../../../../domain/contest-review.ts'
import { CONTEST_ENTRY_STATUSES, type ContestEntryStatus } from '../../../../domain/contests.ts'
import { SelectField } from '../../../components/form/select-field.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { LoadView } from '../../../components/load-view.tsx'
import { Tabs } from '../../../components/tabs.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { downloadEntries, fetchActivities, fetchEntries, moveEntry } from './api/review-calls.ts'
import { EntryImage } from './entry-image.tsx'
import './contest-review.css'
import '../ui/content.css'

type Page = Awaited<ReturnType<typeof fetchEntries>>

/**
 * `/admin/fitathon` (spec 3 §2.13 Contest Management): pick a contest, then its entries by status
 * tab (Not Shortlisted, Consolation Prize, Grand Prize Winner), searched and paged on the server;
 * each entry moves to either other status, after which the list reloads on the pending tab (§4).
 */
export function ContestReviewPage() {
  const { t, i18n } = useTranslation()
  const { loaded, reload } = useLoad(fetchActivities)
  const [contestId, setContestId] = useState<number>()
  const lang = i18n.language === 'bm' ? 'bm' : 'en'

  return (
    <div className="admin-page review-page">
      <AdminPageHeader
        title={t('adminContestReview.title')}
        actions={
          contestId !== undefined && (
            <button type="button" className="button secondary" onClick={() => void downloadEntries(contestId)}>
              {t('adminContestReview.download')}
            </button>
          )
        }
      />
      <LoadView loaded={loaded} failedText={t('adminContestReview.loadFailed')} onRetry={reload}>
        {(activities) =>
          activities.length === 0 ? (
            <p className="notice">{t('adminContestReview.noContests')}</p>
          ) : (
            <>
              <SelectField
                label={t('adminContestReview.contest')}
                placeholder={t('adminContestReview.pickContest')}
                options={activities.map((a) => ({ value: String(a.id), label: a.name[lang] }))}
                value={contestId === undefined ? '' : String(contestId)}
                onChange={(e) => setContestId(e.target.value ? Number(e.target.value) : undefined)}
              />
              {contestId !== undefined && <ContestEntries key={contestId} contestId={contestId} />}
            </>
          )
        }
      </LoadView>
    </div>
  )
}

function ContestEntries({ contestId }: { contestId: number }) {
  const { t } = useTranslation()
  const [status, setStatus] = useState<ContestEntryStatus>('pending')
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const fetcher = useCallback(() => fetchEntries({ activityNum: contestId, status, search, page }), [contestId, status, search, page])
  const { loaded, reload } = useLoad(fetcher)

  const choose = (next: ContestEntryStatus) => {
    setStatus(next)
    setPage(1)
  }
  // After a move the list reloads and the pending tab shows (spec 3 §4).
  const moved = () => {
    if (status === 'pending' && page === 1) reload()
    else {
      setStatus('pending')
      setPage(1)
    }
  }

  return (
    <Tabs label={t('adminContestReview.tabs')} tabs={CONTEST_ENTRY_STATUSES.map((key) => ({ key, label: t(`adminContestReview.status.${key}`) }))} selected={status} onSelect={choose}>
      <form
        className="review-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault()
          setSearch(typed.trim())
          setPage(1)
        }}
      >
        <TextField label={t('adminContestReview.search')} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <button type="submit" className="button secondary">
          {t('adminContestReview.searchButton')}
        </button>
      </form>
      <LoadView loaded={loaded} failedText={t('adminContestReview.entriesFailed')} onRetry={reload}>
        {(answer) => <EntriesTable page={answer} search={search} onMoved={moved} onPage={setPage} />}
      </LoadView>
    </Tabs>
  )
}

function EntriesTable({ page, search, onMoved, onPage }: { page: Page; search: string; onMoved: () => void; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language === 'bm' ? 'bm' : 'en'
  const [moving, setMoving] = useState<number>()
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize))

  const move = async (entry: ReviewEntry, status: ContestEntryStatus) => {
    setMoving(entry.id)
    const done = await moveEntry(entry.id, status).then(
      () => true,
      () => false,
    )
    setMoving(undefined)
    if (done) onMoved()
  }

  if (page.data.length === 0) return <p className="notice">{search ? t('adminContent.noMatch', { search }) : t('adminContestReview.empty')}</p>
  return (
    <>
      <div className="table-scroll">
        <table className="content-table review-table">
          <caption className="visually-hidden">{t('adminContestReview.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('adminContestReview.entryId')}</th>
              <th scope="col">{t('adminContestReview.entrant')}</th>
              <th scope="col">{t('adminContestReview.submitted')}</th>
              <th scope="col">{t('adminContestReview.link')}</th>
              <th scope="col">{t('adminContestReview.dropdown')}</th>
              <th scope="col">{t('adminContestReview.screenshot')}</th>
              <th scope="col">{t('adminContestReview.receipt')}</th>
              <th scope="col">{t('adminContestReview.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {page.data.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.id}</td>
                <td>
                  <span className="content-title">{entry.name}</span>
                  <span className="review-contact">{entry.number}</span>
                  {entry.email && <span className="review-contact">{entry.email}</span>}
                </td>
                <td>{formatDateTime(entry.submittedAt)}</td>
                <td>
                  {entry.link && (
                    <a href={entry.link} target="_blank" rel="noopener noreferrer nofollow">
                      {entry.link}
                    </a>
                  )}
                </td>
                <td>{entry.option?.[lang]}</td>
                <td>{entry.hasScreenshot && <EntryImage entryId={entry.id} file="image" label={t('adminContestReview.screenshotOf', { id: entry.id })} />}</td>
                <td>{entry.hasReceipt && <EntryImage entryId={entry.id} file="receipt" label={t('adminContestReview.receiptOf', { id: entry.id })} />}</td>
                <td className="actions review-moves">
                  {reviewMoves(entry.status).map((to) => (
                    <button
                      key={to}
                      type="button"
                      className="button secondary small"
                      disabled={moving === entry.id}
                      onClick={() => void move(entry, to)}
                      aria-label={t('adminContestReview.moveFor', { id: entry.id, status: t(`adminContestReview.status.${to}`) })}
                    >
                      {t(`adminContestReview.moveTo.${to}`)}
                    </button>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="review-pager" aria-label={t('adminContestReview.pages')}>
        <button type="button" className="button secondary" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
          {t('adminContestReview.previous')}
        </button>
        <span>{t('adminContestReview.pageOf', { page: page.page, pages, total: page.total })}</span>
        <button type="button" className="button secondary" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
          {t('adminContestReview.next')}
        </button>
      </nav>
    </>
  )
}
