import { createFileRoute, redirect } from '@tanstack/react-router'
import { PickSizePage } from '../../../features/samples/pick-size-page.tsx'
import { pickSizeSearch } from '../../../features/samples/sample-search.ts'

export const Route = createFileRoute('/_site/_member/picksize')({
  validateSearch: pickSizeSearch,
  // Sizes are a brand's format's: without both, back to choosing the brand.
  beforeLoad: ({ search }) => {
    if (!search.brandId || !search.formatId) throw redirect({ to: '/picksample', replace: true })
  },
  component: PickSize,
})

function PickSize() {
  const { brandId, formatId } = Route.useSearch()
  return <PickSizePage brandId={brandId!} formatId={formatId!} />
}
