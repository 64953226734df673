import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { PointHistoryRow } from '../../../../domain/account-report.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchPointUserPage } from './api/accounts-api.ts'
import { PagedReport } from '../ui/paged-report.tsx'
import { PointRowsTable } from './point-rows-table.tsx'
import './accounts.css'

/** `/admin/userreport?member=` (spec 3 §2.10 Point User Report): the member's name and their ledger rows, newest first. */
export function PointUserReportPage({ memberId }: { memberId: number }) {
  const { t } = useTranslation()
  const fetchPage = useCallback((after?: PointHistoryRow) => fetchPointUserPage(memberId, after?.id), [memberId])
  return (
    <div className="admin-page point-user-report">
      <AdminPageHeader title={t('adminPointHistory.userTitle')} />
      <PagedReport key={memberId} fetchPage={fetchPage} empty={t('adminPointHistory.userEmpty')} failed={t('adminPointHistory.loadFailed')}>
        {(rows: PointHistoryRow[], first) => (
          <>
            <h2 className="member-name">{first.member.name}</h2>
            <PointRowsTable rows={rows} caption={t('adminPointHistory.userCaption', { name: first.member.name })} />
          </>
        )}
      </PagedReport>
    </div>
  )
}
