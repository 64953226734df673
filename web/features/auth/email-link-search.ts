import { positiveInt, text } from '../../lib/search-params.ts'
import type { EmailLink } from '../../../domain/identity.ts'

export interface EmailLinkSearch {
  user?: string
  datems?: number
  sig?: string
}

/** The query of an emailed link: `user` and `datems` as the spec names them, and `sig`. */
export const emailLinkSearch = (search: Record<string, unknown>): EmailLinkSearch => ({
  user: text(search.user, 64),
  datems: positiveInt(search.datems),
  sig: text(search.sig, 64),
})

export function linkFromSearch(search: EmailLinkSearch): EmailLink | null {
  return search.user && search.datems && search.sig ? { id: search.user, datems: search.datems, sig: search.sig } : null
}
