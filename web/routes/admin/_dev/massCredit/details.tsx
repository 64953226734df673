import { createFileRoute } from '@tanstack/react-router'
import { MassCreditDetailsPage } from '../../../../features/admin/mass-credit/details-page.tsx'
import { idSearch, requireIdOr } from '../../../../features/admin/ui/id-search.ts'
import { MASS_CREDIT_SCREENS } from '../../../../features/admin/mass-credit/screens.ts'

/** Needs a batch's id; without one, back to the dashboard (spec 3 §2.1). */
export const Route = createFileRoute('/admin/_dev/massCredit/details')({ validateSearch: idSearch, beforeLoad: requireIdOr(MASS_CREDIT_SCREENS.dashboard), component: MassCreditDetails })

function MassCreditDetails() {
  return <MassCreditDetailsPage id={Route.useSearch().id!} />
}
