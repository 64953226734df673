import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { editContest, fetchAdminContests } from './api/contest-calls.ts'
import { ContestForm } from './contest-form.tsx'
import { SCREENS } from './contest-screens.ts'
import '../ui/content.css'

/** `/admin/contest/edit?id=`: the contest’s fields; an unknown id goes back to the dashboard. */
export function ContestEditPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { loaded, reload } = useLoad(fetchAdminContests)
  const contest = loaded.status === 'ready' ? loaded.data.find((n) => n.id === id) : undefined
  const unknown = loaded.status === 'ready' && !contest
  useEffect(() => {
    if (unknown) void navigate({ to: SCREENS.dashboard, replace: true })
  }, [unknown, navigate])
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminContests.editTitle')} back={<Link to={SCREENS.dashboard}>{t('adminContests.back')}</Link>} />
      <LoadView loaded={unknown ? { status: 'loading' } : loaded} failedText={t('adminContests.loadFailed')} onRetry={reload}>
        {() => (
          <ContestForm
            key={id}
            contest={contest}
            submitLabel={t('adminContests.form.editSubmit')}
            onSubmit={async (values) => {
              await editContest(id, values)
              await navigate({ to: SCREENS.dashboard })
            }}
          />
        )}
      </LoadView>
    </div>
  )
}
