import { Link, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadView } from '../../../components/load-view.tsx'
import { ApiFailure } from '../../../lib/api-client.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { addPromoter, editPromoter, fetchPromoter } from './api.ts'
import { PromoterForm } from './promoter-form.tsx'
import { PROMOTER_SCREENS } from './screens.ts'
import '../ui/content.css'

/** `/admin/promoter/add`: saved, it is back to the dashboard. */
export function PromoterAddPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminPromoters.addTitle')} back={<Link to={PROMOTER_SCREENS.dashboard}>{t('adminPromoters.back')}</Link>} />
      <PromoterForm
        label={t('adminPromoters.addTitle')}
        submitLabel={t('adminPromoters.addSubmit')}
        onSubmit={async (fields) => {
          await addPromoter(fields)
          await navigate({ to: PROMOTER_SCREENS.dashboard })
        }}
      />
    </div>
  )
}

/** `/admin/promoter/edit?id=`: the promoter is read by its id, so a reload keeps the form; an unknown id goes back to the dashboard (spec 3 §2.1). */
export function PromoterEditPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const load = useCallback(
    () =>
      fetchPromoter(id).catch((error: unknown) => {
        if (error instanceof ApiFailure && error.code === 'promoterNotFound') void navigate({ to: PROMOTER_SCREENS.dashboard, replace: true })
        throw error
      }),
    [id, navigate],
  )
  const { loaded, reload } = useLoad(load)
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminPromoters.editTitle')} back={<Link to={PROMOTER_SCREENS.dashboard}>{t('adminPromoters.back')}</Link>} />
      <LoadView loaded={loaded} failedText={t('adminPromoters.promoterLoadFailed')} onRetry={reload}>
        {(promoter) => (
          <PromoterForm
            key={promoter.id}
            promoter={promoter}
            label={t('adminPromoters.editTitle')}
            submitLabel={t('adminPromoters.save')}
            onSubmit={async (fields) => {
              await editPromoter({ id, ...fields })
              await navigate({ to: PROMOTER_SCREENS.dashboard })
            }}
          />
        )}
      </LoadView>
    </div>
  )
}
