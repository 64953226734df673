import { z } from 'zod'
import { contentText, CONTENT_DESCRIPTION_MAX, CONTENT_TITLE_MAX, requireBothLanguages } from './bilingual-content.ts'
import { LocalizedTextSchema } from './club.ts'
import { contentImage } from './news.ts'

/** An article as members read it (spec 2 §7 `/article/fetch`). */
export const ArticleSchema = z
  .object({
    id: z.number().int(),
    title: LocalizedTextSchema,
    description: LocalizedTextSchema,
    image: LocalizedTextSchema,
  })
  .meta({ id: 'Article' })
export type Article = z.infer<typeof ArticleSchema>

export const AdminArticleSchema = ArticleSchema.extend({ active: z.boolean(), createdAt: z.string(), updatedAt: z.string() }).meta({ id: 'AdminArticle' })
export type AdminArticle = z.infer<typeof AdminArticleSchema>

/** Characters of an article's text a member sees before See more (spec 2). */
export const ARTICLE_PREVIEW_CHARS = 200

/** The article's text cut for its card: whole when short, else the first characters and an ellipsis. */
export function articlePreview(text: string): { text: string; cut: boolean } {
  const chars = [...text]
  if (chars.length <= ARTICLE_PREVIEW_CHARS) return { text, cut: false }
  return { text: `${chars.slice(0, ARTICLE_PREVIEW_CHARS).join('').trimEnd()}…`, cut: true }
}

/** The article form (spec 3 §3 payload names): title and description in both languages, always. */
const ArticleFieldsSchema = z.strictObject({
  title: contentText(CONTENT_TITLE_MAX),
  titleBM: contentText(CONTENT_TITLE_MAX),
  description: contentText(CONTENT_DESCRIPTION_MAX),
  descriptionBM: contentText(CONTENT_DESCRIPTION_MAX),
})
type ArticleFields = z.output<typeof ArticleFieldsSchema>

const articleRule = (form: ArticleFields, ctx: z.RefinementCtx) =>
  requireBothLanguages(
    ctx,
    [
      [form.title, form.titleBM, 'titleBM'],
      [form.description, form.descriptionBM, 'descriptionBM'],
    ],
    true,
  )

export const ArticleAddSchema = ArticleFieldsSchema.extend({ file: contentImage, bmFile: contentImage }).superRefine(articleRule)
export const ArticleEditSchema = ArticleFieldsSchema.extend({
  id: z.coerce.number<string>().int().positive(),
  file: contentImage.optional(),
  bmFile: contentImage.optional(),
}).superRefine(articleRule)
export type ArticleEdit = z.output<typeof ArticleEditSchema>
