import { z } from 'zod'
import { contentText, CONTENT_DESCRIPTION_MAX, CONTENT_TITLE_MAX, readableIn, requireBothLanguages } from './bilingual-content.ts'
import { LocalizedTextSchema } from './club.ts'
import type { PregnancyStage } from './identity-rules.ts'
import type { Language } from './languages.ts'
import { formFile } from './uploads.ts'

/** A news item as members read it (spec 1 §3 "News"). */
export const NewsItemSchema = z
  .object({
    id: z.number().int(),
    title: LocalizedTextSchema,
    description: LocalizedTextSchema,
    image: LocalizedTextSchema,
    link: z.string().nullable(),
  })
  .meta({ id: 'NewsItem' })
export type NewsItem = z.infer<typeof NewsItemSchema>

/** Who a news item is for (spec 3 "News audience"): everyone, or members at the stages it lists. */
export const NEWS_AUDIENCES = ['All', 'pregnant', 'trying', 'oneChild', 'moreChild'] as const
export type NewsAudience = (typeof NEWS_AUDIENCES)[number]

/** News is for everyone ("All") or for the pregnancy stages it lists (spec 1 §6). */
export function newsShownTo(showingTo: readonly string[], stage: PregnancyStage | null): boolean {
  return showingTo.includes('All') || (stage !== null && showingTo.includes(stage))
}

/** A news item as the back office lists it. */
export const AdminNewsSchema = NewsItemSchema.extend({
  showingTo: z.array(z.enum(NEWS_AUDIENCES)),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'AdminNews' })
export type AdminNews = z.infer<typeof AdminNewsSchema>

export const NEWS_LINK_MAX = 500

/** The news form's audiences, comma-separated (a form field is one text); none chosen means All. */
const audiences = z
  .string()
  .max(200)
  .default('All')
  .transform((list, ctx) => {
    const chosen = [...new Set(list.split(',').map((part) => part.trim()).filter((part) => part !== ''))]
    if (chosen.some((a) => !(NEWS_AUDIENCES as readonly string[]).includes(a))) ctx.addIssue({ code: 'custom', message: 'newsAudienceInvalid' })
    return (chosen.length === 0 ? ['All'] : chosen) as NewsAudience[]
  })

/** Only web addresses: a `javascript:` link would run in the member's page. */
const link = z
  .string()
  .trim()
  .max(NEWS_LINK_MAX, 'newsLinkInvalid')
  .default('')
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'newsLinkInvalid')

/** An image of a content form: PNG, JPEG or WebP, told by its content. */
export const contentImage = formFile('contentFieldsRequired').describe('PNG, JPEG or WebP image')

/**
 * The news form (spec 3 §3 payload names). Normal news (mode A, no link) needs title and
 * description in both languages; link news (mode B) needs the link, and any text it has in both
 * languages. Texts are plain: whatever is typed is kept and shown as text.
 */
const NewsFieldsSchema = z.strictObject({
  link,
  title: contentText(CONTENT_TITLE_MAX),
  bmTitle: contentText(CONTENT_TITLE_MAX),
  description: contentText(CONTENT_DESCRIPTION_MAX),
  bmDescription: contentText(CONTENT_DESCRIPTION_MAX),
  showingTo: audiences,
})
type NewsFields = z.output<typeof NewsFieldsSchema>

const newsRule = (form: NewsFields, ctx: z.RefinementCtx) =>
  requireBothLanguages(
    ctx,
    [
      [form.title, form.bmTitle, 'bmTitle'],
      [form.description, form.bmDescription, 'bmDescription'],
    ],
    form.link === '',
  )

export const NewsAddSchema = NewsFieldsSchema.extend({ file: contentImage, bmFile: contentImage }).superRefine(newsRule)
export const NewsEditSchema = NewsFieldsSchema.extend({
  id: z.coerce.number<string>().int().positive(),
  file: contentImage.optional(),
  bmFile: contentImage.optional(),
}).superRefine(newsRule)
export type NewsEdit = z.output<typeof NewsEditSchema>

/**
 * Whether a member reading `language` sees the item: normal news needs its title, description and
 * image in that language; link news its image, and its title if it has one. Never the other language's.
 */
export function newsReadableIn(item: NewsItem, language: Language): boolean {
  if (!item.link) return readableIn(language, item.title, item.description, item.image)
  const untitled = item.title.en.trim() === '' && item.title.bm.trim() === ''
  return readableIn(language, item.image) && (untitled || readableIn(language, item.title))
}
