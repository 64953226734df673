import { z } from 'zod'
import { MemberBrandSchema } from '../catalogue.ts'
import { ClubViewSchema } from '../club-settings.ts'
import { LocalizedTextSchema } from '../club.ts'
import { ContentPageSchema, NOTICE_KINDS, NoticeSchema } from '../content.ts'
import { ArticleSchema } from '../articles.ts'
import { NewsItemSchema } from '../news.ts'
import { defineRoute } from './define-route.ts'

export const fetchClub = defineRoute({
  method: 'get',
  path: '/club',
  access: 'public',
  tags: ['Content'],
  summary: 'The brand this club runs as: name, logo, colours and links, and the tier and referral points its pages state',
  responses: { 200: ClubViewSchema },
  errors: { 404: ['notFound'] },
})

export const fetchNews = defineRoute({
  method: 'get',
  path: '/news/fetch',
  access: 'member',
  tags: ['News'],
  summary: "Active news for the member's pregnancy stage (or for all), newest first",
  responses: { 200: z.object({ data: z.array(NewsItemSchema) }) },
})

export const fetchArticles = defineRoute({
  method: 'get',
  path: '/article/fetch',
  access: 'member',
  tags: ['Articles'],
  summary: 'Active articles, newest first, in both languages (spec 2 §7)',
  responses: { 200: z.object({ data: z.array(ArticleSchema) }) },
})

export const fetchContentPage = defineRoute({
  method: 'get',
  path: '/content/pages/{slug}',
  access: 'public',
  tags: ['Content'],
  summary: 'A static content page such as an FAQ page, in both languages',
  params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) }),
  responses: { 200: ContentPageSchema },
  errors: { 404: ['notFound'] },
})

export const fetchNotices = defineRoute({
  method: 'get',
  path: '/content/notices',
  access: 'public',
  tags: ['Content'],
  summary: 'Notices whose window includes now: a maintenance window, or an announcement for the dashboard',
  query: z.object({ kind: z.enum(NOTICE_KINDS) }),
  responses: { 200: z.object({ data: z.array(NoticeSchema) }) },
})

/** A free sample a new member may choose at signup. */
export const SampleSchema = z
  .object({
    id: z.number().int(),
    size: z.string(),
    brand: z.string(),
    format: z.string(),
    active: z.boolean(),
    itemName: LocalizedTextSchema,
    itemImage: LocalizedTextSchema,
  })
  .meta({ id: 'Sample' })
export type Sample = z.output<typeof SampleSchema>

export const fetchSamples = defineRoute({
  method: 'get',
  path: '/sample/fetch',
  access: 'public',
  tags: ['Samples'],
  summary: 'Free samples a new member may choose at signup (active and in stock)',
  responses: { 200: z.object({ data: z.array(SampleSchema) }) },
})

export const fetchMemberBrands = defineRoute({
  method: 'get',
  path: '/user/brands/fetch',
  access: 'member',
  tags: ['Brands'],
  summary: "Brands that have at least one size, by name, with their formats and sizes, for a member's baby details",
  responses: { 200: z.object({ data: z.array(MemberBrandSchema) }) },
})
