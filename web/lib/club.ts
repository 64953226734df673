import { getRouteApi } from '@tanstack/react-router'
import type { Club } from '../../domain/club.ts'
import type { ClubView } from '../../domain/club-settings.ts'
import { fetchClub as route } from '../../domain/contract/content.ts'
import { callApi } from './call-api.ts'

/** The club's configuration; a failure is the root route's to show. */
export const fetchClub = () => callApi(route, {}, { showError: false })

/** Puts the brand's colours into the CSS variables the styles are written against. */
export function applyClubColours(club: Club) {
  const style = document.documentElement.style
  style.setProperty('--brand-primary', club.colours.primary)
  style.setProperty('--brand-accent', club.colours.accent)
  style.setProperty('--brand-background', club.colours.background)
}

const root = getRouteApi('__root__')

/** The club configuration, loaded once by the root route. */
export function useClub(): ClubView {
  return root.useLoaderData()
}
