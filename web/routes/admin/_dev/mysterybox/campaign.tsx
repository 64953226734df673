import { createFileRoute, redirect } from '@tanstack/react-router'
import { MysteryCampaignPage } from '../../../../features/admin/mystery-box/mystery-campaign-page.tsx'
import { positiveInt } from '../../../../lib/search-params.ts'

/** Needs a campaign's id; without one, back to the dashboard. */
export const Route = createFileRoute('/admin/_dev/mysterybox/campaign')({
  validateSearch: (search: Record<string, unknown>): { id?: number } => {
    const id = positiveInt(search.id)
    return id ? { id } : {}
  },
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/admin/mysterybox/dashboard', replace: true })
  },
  component: MysteryCampaign,
})

function MysteryCampaign() {
  return <MysteryCampaignPage id={Route.useSearch().id!} />
}
