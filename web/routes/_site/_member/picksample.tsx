import { createFileRoute } from '@tanstack/react-router'
import { PickSamplePage } from '../../../features/samples/pick-sample-page.tsx'
import { pickSampleSearch } from '../../../features/samples/sample-search.ts'

export const Route = createFileRoute('/_site/_member/picksample')({ validateSearch: pickSampleSearch, component: PickSample })

function PickSample() {
  return <PickSamplePage brandId={Route.useSearch().brandId} />
}
