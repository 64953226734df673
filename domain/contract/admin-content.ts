import { z } from 'zod'
import { AdminArticleSchema, ArticleAddSchema, ArticleEditSchema } from '../articles.ts'
import { AdminNewsSchema, NewsAddSchema, NewsEditSchema } from '../news.ts'
import { defineRoute } from './define-route.ts'

/** News and articles in the back office (spec 3 §2.9, §5, §7). */

const uploadErrors = { 413: ['fileTooLarge'], 415: ['fileTypeNotAllowed', 'unsupportedMediaType'] } as const
const textErrors = ['contentFieldsRequired', 'contentBothLanguages', 'contentTooLong'] as const
const newsErrors = { ...uploadErrors, 422: [...textErrors, 'newsLinkInvalid', 'newsAudienceInvalid'] } as const
const newsEditErrors = { ...uploadErrors, 404: ['newsNotFound'], 422: [...newsErrors[422], 'bothImagesRequired'] } as const
const articleErrors = { ...uploadErrors, 422: textErrors } as const
const articleEditErrors = { ...uploadErrors, 404: ['articleNotFound'], 422: [...textErrors, 'bothImagesRequired'] } as const
const ShowSchema = z.strictObject({ id: z.number().int().positive() })

const news = ['Admin: news']

export const fetchAdminNews = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/news',
  access: 'admin',
  tags: news,
  summary: 'Every news item, newest first, shown or hidden',
  responses: { 200: z.object({ data: z.array(AdminNewsSchema) }) },
})

export const addNews = defineRoute({
  method: 'post',
  path: '/admin/setting/news/add',
  access: 'admin',
  tags: news,
  summary: 'Add news: normal (title and description in en and bm) or link news (the link); both images always',
  form: NewsAddSchema,
  responses: { 201: AdminNewsSchema },
  errors: newsErrors,
})

export const editNews = defineRoute({
  method: 'post',
  path: '/admin/setting/news/edit',
  access: 'admin',
  tags: news,
  summary: 'Edit news with the rules of an add; the images may stay, but one replaced means both',
  form: NewsEditSchema,
  responses: { 200: AdminNewsSchema },
  errors: newsEditErrors,
})

export const showNews = defineRoute({
  method: 'post',
  path: '/admin/setting/news/show',
  access: 'admin',
  tags: news,
  summary: 'Show or hide a news item to members (flips it)',
  json: ShowSchema,
  responses: { 200: AdminNewsSchema },
  errors: { 404: ['newsNotFound'] },
})

export const removeNews = defineRoute({
  method: 'delete',
  path: '/admin/setting/news/remove/{id}',
  access: 'admin',
  tags: news,
  summary: 'Delete a news item for good (the back office asks for confirmation first)',
  params: z.object({ id: z.coerce.number<string>().int().positive() }),
  responses: { 200: z.object({ id: z.number().int() }) },
  errors: { 404: ['newsNotFound'] },
})

const articles = ['Admin: articles']

export const fetchAdminArticles = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/article',
  access: 'admin',
  tags: articles,
  summary: 'Every article, newest first, shown or hidden',
  responses: { 200: z.object({ data: z.array(AdminArticleSchema) }) },
})

export const addArticle = defineRoute({
  method: 'post',
  path: '/admin/setting/article/add',
  access: 'admin',
  tags: articles,
  summary: 'Add an article: title and description in en and bm, and both images',
  form: ArticleAddSchema,
  responses: { 201: AdminArticleSchema },
  errors: articleErrors,
})

export const editArticle = defineRoute({
  method: 'post',
  path: '/admin/setting/article/edit',
  access: 'admin',
  tags: articles,
  summary: 'Edit an article: the four texts; the images may stay, but one replaced means both',
  form: ArticleEditSchema,
  responses: { 200: AdminArticleSchema },
  errors: articleEditErrors,
})

export const showArticle = defineRoute({
  method: 'post',
  path: '/admin/setting/article/show',
  access: 'admin',
  tags: articles,
  summary: 'Show or hide an article to members (flips it)',
  json: ShowSchema,
  responses: { 200: AdminArticleSchema },
  errors: { 404: ['articleNotFound'] },
})
