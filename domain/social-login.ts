import { z } from 'zod'
import { CalendarDateSchema } from './calendar-date.ts'
import { GENDERS } from './identity-rules.ts'
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.ts'
import { MemberSchema } from './member.ts'

/**
 * Signing up and in through an OpenID Connect provider (issue 23 item 1, decisions 133-135). The
 * provider sends the browser back to the web page `{base}social/callback`, which hands the query it
 * got to the API: so the API answers JSON, and no session token is ever put in an address.
 */

/** A ticket the answer carries when the member still has a step to take: 256 random bits, base64url. */
export const SocialTicketSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/)

export const SocialStartSchema = z.strictObject({ language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE) })

/** The query string the provider sent the browser back with (`?code=...&state=...`), as it came. */
export const SocialCallbackSchema = z.strictObject({ query: z.string().min(1).max(4000) })

/** What the provider told about the person, used to fill the signup form (all of it editable). */
export const SocialPrefillSchema = z.object({
  name: z.string(),
  email: z.string(),
  gender: z.enum(GENDERS).nullable(),
  dob: CalendarDateSchema.nullable(),
})
export type SocialPrefill = z.infer<typeof SocialPrefillSchema>

export const SocialOutcomeSchema = z
  .discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('signedIn'), language: z.enum(LANGUAGES), token: z.string(), user: MemberSchema }),
    z.object({ outcome: z.literal('signup'), language: z.enum(LANGUAGES), ticket: SocialTicketSchema, prefill: SocialPrefillSchema }),
    z.object({ outcome: z.literal('link'), language: z.enum(LANGUAGES), ticket: SocialTicketSchema, email: z.string() }),
  ])
  .describe(
    '`signedIn`: the identity was linked to a member, who is signed in; `signup`: a new person, whose signup form the prefill fills (the signup sends the ticket, and the identity is linked once the phone is verified); `link`: the email belongs to a member, who links the identity by signing in with the password and the ticket',
  )
export type SocialOutcome = z.infer<typeof SocialOutcomeSchema>

/** Claims as the provider words them: OpenID's `gender` is free text, `birthdate` may hide the year (0000-MM-DD). */
export function prefillFromClaims(claims: { name?: unknown; email: string; gender?: unknown; birthdate?: unknown }): SocialPrefill {
  const gender = typeof claims.gender === 'string' ? claims.gender.toLowerCase() : ''
  const dob = CalendarDateSchema.safeParse(claims.birthdate)
  return {
    name: typeof claims.name === 'string' ? claims.name.trim().slice(0, 100) : '',
    email: claims.email,
    gender: (GENDERS as readonly string[]).includes(gender) ? (gender as (typeof GENDERS)[number]) : null,
    dob: dob.success && !dob.data.startsWith('0000') ? dob.data : null,
  }
}
