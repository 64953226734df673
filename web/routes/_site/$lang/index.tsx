import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { fetchSamples } from '../../../features/auth/api/fetch-samples.ts'
import { LandingPage } from '../../../features/auth/landing-page.tsx'

const UtmSearch = z.object({
  utm_source: z.string().max(100).optional().catch(undefined),
  utm_medium: z.string().max(100).optional().catch(undefined),
  utm_campaign: z.string().max(100).optional().catch(undefined),
})

export const Route = createFileRoute('/_site/$lang/')({
  validateSearch: UtmSearch,
  loader: () => fetchSamples().catch(() => []),
  component: Landing,
})

function Landing() {
  const search = Route.useSearch()
  const utm = { utmSource: search.utm_source ?? null, utmMedium: search.utm_medium ?? null, utmCampaign: search.utm_campaign ?? null }
  return <LandingPage samples={Route.useLoaderData()} utm={utm} />
}
