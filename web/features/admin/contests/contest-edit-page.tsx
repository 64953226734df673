import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { RowEditScreen } from '../ui/row-edit-screen.tsx'
import { editContest, fetchAdminContests } from './api/contest-calls.ts'
import { ContestForm } from './contest-form.tsx'
import { SCREENS } from './contest-screens.ts'
import '../ui/content.css'

/** `/admin/contest/edit?id=`: the contest’s fields; an unknown id goes back to the dashboard. */
export function ContestEditPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <RowEditScreen id={id} load={fetchAdminContests} dashboard={SCREENS.dashboard} title={t('adminContests.editTitle')} backText={t('adminContests.back')} failedText={t('adminContests.loadFailed')}>
      {(contest) => (
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
    </RowEditScreen>
  )
}
