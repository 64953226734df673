import { z } from 'zod'
import { ClubSchema } from '../club.ts'
import { NewsItemSchema } from '../news.ts'
import { defineRoute } from './define-route.ts'

export const fetchClub = defineRoute({
  method: 'get',
  path: '/club',
  access: 'public',
  tags: ['Content'],
  summary: 'The brand this club runs as: name, logo, colours and links',
  responses: { 200: ClubSchema },
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
