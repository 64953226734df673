import { z } from 'zod'
import { SessionCheckSchema } from '../identity.ts'
import { LANGUAGES } from '../languages.ts'
import { MemberSchema } from '../member.ts'
import { defineRoute } from './define-route.ts'

const tags = ['Member identity']

export const checkSession = defineRoute({
  method: 'post',
  path: '/user/session',
  access: 'public',
  tags,
  summary: 'Check a session token; answers the member it belongs to',
  json: SessionCheckSchema,
  responses: { 200: z.object({ user: MemberSchema }) },
  errors: { 401: ['unauthorized'] },
})

export const signOut = defineRoute({
  method: 'post',
  path: '/user/logout',
  access: 'member',
  tags,
  summary: 'Revoke the session of the bearer token',
  responses: { 204: null },
})

export const saveLanguage = defineRoute({
  method: 'post',
  path: '/user/language',
  access: 'member',
  tags,
  summary: "Remember the member's language for messages",
  json: z.strictObject({ language: z.enum(LANGUAGES), token: z.string().optional() }),
  responses: { 204: null },
})
