import { getRouteApi } from '@tanstack/react-router'
import type { Club } from '../../domain/club.ts'
import { http } from './api-client.ts'

export function fetchClub(): Promise<Club> {
  return http.get('club').json<Club>()
}

/** Puts the brand's colours into the CSS variables the styles are written against. */
export function applyClubColours(club: Club) {
  const style = document.documentElement.style
  style.setProperty('--brand-primary', club.colours.primary)
  style.setProperty('--brand-accent', club.colours.accent)
  style.setProperty('--brand-background', club.colours.background)
}

const root = getRouteApi('__root__')

/** The club configuration, loaded once by the root route. */
export function useClub(): Club {
  return root.useLoaderData()
}
