import { createRoute, z } from '@hono/zod-openapi'
import { INBOX_MAX_PAGE, INBOX_PAGE, InboxMessageRefSchema, InboxPageSchema, InboxUnreadSchema } from '../../domain/inbox.ts'
import { clearInbox, inboxMessages, markMessageRead, removeMessage, unreadMessageCount } from '../db/inbox.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { requireMember } from '../http/auth.ts'
import { createRouter, errorResponse, jsonBody, jsonContent } from '../http/openapi.ts'

const Tags = ['Inbox']
const security = [{ bearer: [] }]
const Unread = jsonContent(InboxUnreadSchema, 'How many of the member’s messages are unread now')
const common = { 401: errorResponse('No valid session') }
/** Another member's message answers as one that does not exist. */
const notFound = { 404: errorResponse('messageNotFound: no such message among the member’s own') }

const routes = {
  fetch: createRoute({
    method: 'get',
    path: '/inbox/fetch',
    tags: Tags,
    summary: "The club's messages to the member, newest first, a page at a time, with the unread count",
    security,
    request: {
      query: z.object({
        /** The `nextBefore` of the previous page. */
        before: z.coerce.number<string>().int().positive().optional(),
        limit: z.coerce.number<string>().int().min(1).max(INBOX_MAX_PAGE).default(INBOX_PAGE),
      }),
    },
    responses: { 200: jsonContent(InboxPageSchema, 'Messages'), ...common },
  }),
  unread: createRoute({
    method: 'get',
    path: '/inbox/unread',
    tags: Tags,
    summary: 'How many messages the member has not opened (the inbox tab’s badge)',
    security,
    responses: { 200: Unread, ...common },
  }),
  read: createRoute({
    method: 'post',
    path: '/inbox/read',
    tags: Tags,
    summary: 'The member opened a message: it is read',
    security,
    request: { body: jsonBody(InboxMessageRefSchema) },
    responses: { 200: Unread, ...common, ...notFound },
  }),
  remove: createRoute({
    method: 'post',
    path: '/inbox/remove',
    tags: Tags,
    summary: 'Remove one message',
    security,
    request: { body: jsonBody(InboxMessageRefSchema) },
    responses: { 200: Unread, ...common, ...notFound },
  }),
  clear: createRoute({
    method: 'post',
    path: '/inbox/clear',
    tags: Tags,
    summary: 'Remove every message (clear all)',
    security,
    responses: { 200: Unread, ...common },
  }),
}

export function inboxRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)
  const app = createRouter()

  app.openapi({ ...routes.fetch, middleware: [member] }, async (c) => {
    const memberId = c.get('member').id
    const { limit, before } = c.req.valid('query')
    // One more than asked for tells whether an older page exists.
    const rows = await inboxMessages(db, memberId, { before, limit: limit + 1 })
    const data = rows.slice(0, limit)
    return c.json({ data, nextBefore: rows.length > limit ? data.at(-1)!.id : null, unread: await unreadMessageCount(db, memberId) }, 200)
  })

  app.openapi({ ...routes.unread, middleware: [member] }, async (c) => c.json({ unread: await unreadMessageCount(db, c.get('member').id) }, 200))

  app.openapi({ ...routes.read, middleware: [member] }, async (c) => {
    const memberId = c.get('member').id
    if (!(await markMessageRead(db, memberId, c.req.valid('json').id, clock.now()))) throw new ApiError(404, 'messageNotFound')
    return c.json({ unread: await unreadMessageCount(db, memberId) }, 200)
  })

  app.openapi({ ...routes.remove, middleware: [member] }, async (c) => {
    const memberId = c.get('member').id
    if (!(await removeMessage(db, memberId, c.req.valid('json').id))) throw new ApiError(404, 'messageNotFound')
    return c.json({ unread: await unreadMessageCount(db, memberId) }, 200)
  })

  return app.openapi({ ...routes.clear, middleware: [member] }, async (c) => {
    await clearInbox(db, c.get('member').id)
    return c.json({ unread: 0 }, 200)
  })
}
