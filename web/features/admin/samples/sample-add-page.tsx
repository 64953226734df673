import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchSamples } from './api/fetch-samples.ts'
import { addSample } from './api/save-sample.ts'
import { BackToSamples } from './back-to-samples.tsx'
import { SampleForm } from './sample-form.tsx'
import { SCREENS } from './sample-screens.ts'
import './samples.css'

/** `/admin/sample/add`: a size of a brand's format that has no sample yet, every field and both images; saved, it is back to the dashboard. */
export function SampleAddPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  // The brands, formats and sizes to choose from, and the sizes taken, come with the dashboard's list.
  const { loaded, reload } = useLoad(fetchSamples)
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminSamples.addTitle')} back={<BackToSamples />} />
      <LoadView loaded={loaded} failedText={t('adminSamples.loadFailed')} onRetry={reload}>
        {({ brands, data }) =>
          brands.length === 0 ? (
            <p className="notice">
              {t('adminSamples.form.noBrands')} <Link to="/admin/brand/dashboard">{t('adminSamples.form.toBrands')}</Link>
            </p>
          ) : (
            <SampleForm
              brands={brands}
              takenSizeIds={new Set(data.map((s) => s.sizeId))}
              submitLabel={t('adminSamples.form.addSubmit')}
              onSubmit={async (values) => {
                await addSample(values)
                await navigate({ to: SCREENS.dashboard })
              }}
            />
          )
        }
      </LoadView>
    </div>
  )
}
