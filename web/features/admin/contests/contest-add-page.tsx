import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { addContest } from './api/contest-calls.ts'
import { ContestForm } from './contest-form.tsx'
import { SCREENS } from './contest-screens.ts'
import '../ui/content.css'

/** `/admin/contest/add`: saved, it is back to the dashboard. */
export function ContestAddPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminContests.addTitle')} back={<Link to={SCREENS.dashboard}>{t('adminContests.back')}</Link>} />
      <ContestForm
        submitLabel={t('adminContests.form.addSubmit')}
        onSubmit={async (values) => {
          await addContest(values)
          await navigate({ to: SCREENS.dashboard })
        }}
      />
    </div>
  )
}
