import { createFileRoute } from '@tanstack/react-router'
import { SCREENS } from '../../../../features/admin/charity/charity-screens.ts'
import { idSearch, requireIdOr } from '../../../../features/admin/ui/id-search.ts'
import { DonateItemEditPage } from '../../../../features/admin/charity/donate-item-pages.tsx'

export const Route = createFileRoute('/admin/_dev/donate/edit')({ validateSearch: idSearch, beforeLoad: requireIdOr(SCREENS.donate.dashboard), component: Edit })

function Edit() {
  return <DonateItemEditPage id={Route.useSearch().id!} />
}
