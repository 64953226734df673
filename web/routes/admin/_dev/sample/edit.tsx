import { createFileRoute } from '@tanstack/react-router'
import { SampleEditPage } from '../../../../features/admin/samples/sample-edit-page.tsx'
import { requireSampleId, sampleSearch } from '../../../../features/admin/samples/sample-screens.ts'

export const Route = createFileRoute('/admin/_dev/sample/edit')({ validateSearch: sampleSearch, beforeLoad: requireSampleId, component: SampleEdit })

function SampleEdit() {
  return <SampleEditPage id={Route.useSearch().id!} />
}
