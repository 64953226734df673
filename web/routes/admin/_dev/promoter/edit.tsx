import { createFileRoute } from '@tanstack/react-router'
import { PromoterEditPage } from '../../../../features/admin/promoters/promoter-pages.tsx'
import { PROMOTER_SCREENS } from '../../../../features/admin/promoters/screens.ts'
import { idSearch, requireIdOr } from '../../../../features/admin/ui/id-search.ts'

/** Needs a promoter's id, and reads the promoter by it (a reload keeps the form); without one, back to the dashboard (spec 3 §2.1). */
export const Route = createFileRoute('/admin/_dev/promoter/edit')({ validateSearch: idSearch, beforeLoad: requireIdOr(PROMOTER_SCREENS.dashboard), component: Edit })

function Edit() {
  return <PromoterEditPage id={Route.useSearch().id!} />
}
