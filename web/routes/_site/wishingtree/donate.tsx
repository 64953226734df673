import { createFileRoute } from '@tanstack/react-router'
import { DonatePage } from '../../../features/charity/donate-page.tsx'
import { positiveInt } from '../../../lib/search-params.ts'

/** Public to look at; `?wisher=` is the wisher a visitor chose before signing in, brought back into view. */
export const Route = createFileRoute('/_site/wishingtree/donate')({
  validateSearch: (search: Record<string, unknown>): { wisher?: number } => {
    const wisher = positiveInt(search.wisher)
    return wisher ? { wisher } : {}
  },
  component: Donate,
})

function Donate() {
  return <DonatePage focusWisher={Route.useSearch().wisher} />
}
