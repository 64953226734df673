import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadView } from '../../../components/load-view.tsx'
import { useLoad } from '../../../lib/use-load.ts'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { fetchSamples } from './api/fetch-samples.ts'
import { editSample } from './api/save-sample.ts'
import { BackToSamples } from './back-to-samples.tsx'
import { SampleForm } from './sample-form.tsx'
import { SCREENS } from './sample-screens.ts'
import './samples.css'

/** `/admin/sample/edit?id=`: the sample's fields, another free size if wanted, new images if any; an unknown id goes back to the dashboard. */
export function SampleEditPage({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { loaded, reload } = useLoad(fetchSamples)
  const sample = loaded.status === 'ready' ? loaded.data.data.find((s) => s.id === id) : undefined
  const unknown = loaded.status === 'ready' && !sample
  useEffect(() => {
    if (unknown) void navigate({ to: SCREENS.dashboard, replace: true })
  }, [unknown, navigate])
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminSamples.editTitle')} back={<BackToSamples />} />
      <LoadView loaded={unknown ? { status: 'loading' } : loaded} failedText={t('adminSamples.loadFailed')} onRetry={reload}>
        {({ brands, data }) => (
          <SampleForm
            key={id}
            brands={brands}
            takenSizeIds={new Set(data.map((s) => s.sizeId))}
            sample={sample}
            submitLabel={t('adminSamples.form.editSubmit')}
            onSubmit={async (values) => {
              await editSample(id, values)
              await navigate({ to: SCREENS.dashboard })
            }}
          />
        )}
      </LoadView>
    </div>
  )
}
