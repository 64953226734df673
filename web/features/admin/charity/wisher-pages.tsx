import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { WisherAdd } from '../../../../domain/charity-content.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { RowEditScreen } from '../ui/row-edit-screen.tsx'
import { addWisher, editWisher, fetchAdminWishers } from './api/charity-calls.ts'
import { SCREENS } from './charity-screens.ts'
import { WisherForm } from './wisher-form.tsx'
import '../ui/content.css'
import './charity.css'

/** `/admin/wishingtree/add`: saved, it is back to the dashboard. */
export function WisherAddPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminCharity.wisher.addTitle')} back={<Link to={SCREENS.wishers.dashboard}>{t('adminCharity.wisher.back')}</Link>} />
      <WisherForm
        submitLabel={t('adminCharity.wisher.addSubmit')}
        onSubmit={async (values) => {
          // The form has checked them against the add's schema: age and avatar are there.
          await addWisher(values as WisherAdd)
          await navigate({ to: SCREENS.wishers.dashboard })
        }}
      />
    </div>
  )
}

/** `/admin/wishingtree/edit?id=`. */
export function WisherEditPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <RowEditScreen
      id={id}
      load={fetchAdminWishers}
      dashboard={SCREENS.wishers.dashboard}
      title={t('adminCharity.wisher.editTitle')}
      backText={t('adminCharity.wisher.back')}
      failedText={t('adminCharity.wisher.loadFailed')}
    >
      {(wisher) => (
        <WisherForm
          key={wisher.id}
          wisher={wisher}
          submitLabel={t('adminCharity.saveChanges')}
          onSubmit={async (values) => {
            await editWisher({ id, ...values })
            await navigate({ to: SCREENS.wishers.dashboard })
          }}
        />
      )}
    </RowEditScreen>
  )
}
