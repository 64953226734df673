import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '../../../features/auth/landing-page.tsx'
import { text } from '../../../lib/search-params.ts'

/** UTM parameters of the link that brought the visitor, sent with their signup, and a friend's referral code. */
const landingSearch = (search: Record<string, unknown>): { utm_source?: string; utm_medium?: string; utm_campaign?: string; refer?: string } => ({
  utm_source: text(search.utm_source, 100),
  utm_medium: text(search.utm_medium, 100),
  utm_campaign: text(search.utm_campaign, 100),
  refer: text(search.refer, 40),
})

export const Route = createFileRoute('/_site/$lang/')({
  validateSearch: landingSearch,
  component: Landing,
})

function Landing() {
  const search = Route.useSearch()
  const fromLink = { utmSource: search.utm_source ?? null, utmMedium: search.utm_medium ?? null, utmCampaign: search.utm_campaign ?? null, referCode: search.refer ?? '' }
  return <LandingPage fromLink={fromLink} />
}
