import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LoadView } from '../../../components/load-view.tsx'
import { AdminPageHeader } from '../ui/page-header.tsx'
import { useListRow } from '../ui/use-list-row.ts'
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
  const { loaded, reload } = useListRow(fetchSamples, (list) => list.data.find((s) => s.id === id), SCREENS.dashboard)
  return (
    <div className="admin-page">
      <AdminPageHeader title={t('adminSamples.editTitle')} back={<BackToSamples />} />
      <LoadView loaded={loaded} failedText={t('adminSamples.loadFailed')} onRetry={reload}>
        {({ list: { brands, data }, row: sample }) => (
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
