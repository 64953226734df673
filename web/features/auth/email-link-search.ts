import { z } from 'zod'
import type { EmailLinkInput } from './api/verify-email.ts'

/** The query of an emailed link: `user` and `datems` as the spec names them, and `sig`. */
export const EmailLinkSearch = z.object({
  user: z.string().optional().catch(undefined),
  datems: z.coerce.number().optional().catch(undefined),
  sig: z.string().optional().catch(undefined),
})

export function linkFromSearch(search: z.infer<typeof EmailLinkSearch>): EmailLinkInput | null {
  return search.user && search.datems && search.sig ? { id: search.user, datems: search.datems, sig: search.sig } : null
}
