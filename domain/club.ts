import { z } from 'zod'

/** A text kept in both languages. */
export const LocalizedTextSchema = z.strictObject({ en: z.string(), bm: z.string() })
export type LocalizedText = z.infer<typeof LocalizedTextSchema>

export const ClubLinkSchema = z.strictObject({ label: LocalizedTextSchema, href: LocalizedTextSchema })

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/)

/**
 * The brand a deployment runs as: the club is white-label, so nothing here is written into code.
 * Served publicly at `{api_root}/club`; seeded from configuration, edited in the back office.
 */
export const ClubSchema = z.strictObject({
  name: z.string().min(1),
  shortName: z.string().min(1).max(12),
  productSlug: z.string().regex(/^[a-z0-9-]+$/),
  logoUrl: z.string(),
  colours: z.strictObject({ primary: colour, accent: colour, background: colour }),
  supportEmail: z.email(),
  supportHours: LocalizedTextSchema,
  corporateLinks: z.array(ClubLinkSchema),
  socialLinks: z.strictObject({ facebook: z.string(), instagram: z.string(), youtube: z.string() }),
  footerLinks: z.strictObject({
    privacy: LocalizedTextSchema,
    contact: LocalizedTextSchema,
    terms: LocalizedTextSchema,
    cookies: LocalizedTextSchema,
  }),
})
export type Club = z.infer<typeof ClubSchema>
