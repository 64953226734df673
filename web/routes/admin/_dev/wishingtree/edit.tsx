import { createFileRoute } from '@tanstack/react-router'
import { SCREENS } from '../../../../features/admin/charity/charity-screens.ts'
import { idSearch, requireIdOr } from '../../../../features/admin/ui/id-search.ts'
import { WisherEditPage } from '../../../../features/admin/charity/wisher-pages.tsx'

export const Route = createFileRoute('/admin/_dev/wishingtree/edit')({ validateSearch: idSearch, beforeLoad: requireIdOr(SCREENS.wishers.dashboard), component: Edit })

function Edit() {
  return <WisherEditPage id={Route.useSearch().id!} />
}
