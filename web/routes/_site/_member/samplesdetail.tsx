import { createFileRoute, redirect } from '@tanstack/react-router'
import { SampleDetailPage } from '../../../features/samples/sample-detail-page.tsx'
import { sampleDetailSearch } from '../../../features/samples/sample-search.ts'

export const Route = createFileRoute('/_site/_member/samplesdetail')({
  validateSearch: sampleDetailSearch,
  // Without a sample there is nothing to show: back to choosing the brand.
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/picksample', replace: true })
  },
  component: SampleDetail,
})

function SampleDetail() {
  const { id } = Route.useSearch()
  return <SampleDetailPage key={id} id={id!} />
}
