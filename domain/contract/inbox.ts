import { z } from 'zod'
import { INBOX_MAX_PAGE, INBOX_PAGE, InboxMessageRefSchema, InboxPageSchema, InboxUnreadSchema } from '../inbox.ts'
import { defineRoute } from './define-route.ts'

const tags = ['Inbox']
/** Another member's message answers as one that does not exist. */
const errors = { 404: ['messageNotFound'] } as const

export const fetchInbox = defineRoute({
  method: 'get',
  path: '/inbox/fetch',
  access: 'member',
  tags,
  summary: "The club's messages to the member, newest first, a page at a time, with the unread count",
  query: z.object({
    /** The `nextBefore` of the previous page. */
    before: z.coerce.number<string>().int().positive().optional(),
    limit: z.coerce.number<string>().int().min(1).max(INBOX_MAX_PAGE).default(INBOX_PAGE),
  }),
  responses: { 200: InboxPageSchema },
})

export const fetchUnread = defineRoute({
  method: 'get',
  path: '/inbox/unread',
  access: 'member',
  tags,
  summary: 'How many messages the member has not opened (the inbox tab’s badge)',
  responses: { 200: InboxUnreadSchema },
})

export const readMessage = defineRoute({
  method: 'post',
  path: '/inbox/read',
  access: 'member',
  tags,
  summary: 'The member opened a message: it is read',
  json: InboxMessageRefSchema,
  responses: { 200: InboxUnreadSchema },
  errors,
})

export const removeMessage = defineRoute({
  method: 'post',
  path: '/inbox/remove',
  access: 'member',
  tags,
  summary: 'Remove one message',
  json: InboxMessageRefSchema,
  responses: { 200: InboxUnreadSchema },
  errors,
})

export const clearInbox = defineRoute({
  method: 'post',
  path: '/inbox/clear',
  access: 'member',
  tags,
  summary: 'Remove every message (clear all)',
  responses: { 200: InboxUnreadSchema },
})
