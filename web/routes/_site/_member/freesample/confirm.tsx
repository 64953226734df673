import { createFileRoute } from '@tanstack/react-router'
import { SampleConfirmPage } from '../../../../features/samples/sample-confirm-page.tsx'
import { readyToConfirmSample, sampleConfirmSearch } from '../../../../features/samples/sample-search.ts'

/** Without the sample or an address of the member's, to the dashboard (spec 2 §2). */
export const Route = createFileRoute('/_site/_member/freesample/confirm')({
  validateSearch: sampleConfirmSearch,
  beforeLoad: ({ search }) => readyToConfirmSample(search),
  component: ConfirmSample,
})

function ConfirmSample() {
  const { sampleId, addressId } = Route.useSearch()
  return <SampleConfirmPage key={`${sampleId}-${addressId}`} sampleId={sampleId!} addressId={addressId!} />
}
