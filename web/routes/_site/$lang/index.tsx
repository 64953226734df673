import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '../../../features/auth/landing-page.tsx'
import { text } from '../../../lib/search-params.ts'

/** UTM parameters of the link that brought the visitor, sent with their signup. */
const utmSearch = (search: Record<string, unknown>): { utm_source?: string; utm_medium?: string; utm_campaign?: string } => ({
  utm_source: text(search.utm_source, 100),
  utm_medium: text(search.utm_medium, 100),
  utm_campaign: text(search.utm_campaign, 100),
})

export const Route = createFileRoute('/_site/$lang/')({
  validateSearch: utmSearch,
  component: Landing,
})

function Landing() {
  const search = Route.useSearch()
  const utm = { utmSource: search.utm_source ?? null, utmMedium: search.utm_medium ?? null, utmCampaign: search.utm_campaign ?? null }
  return <LandingPage utm={utm} />
}
