import * as routes from '../../domain/contract/inbox.ts'
import { clearInbox, inboxMessages, markMessageRead, removeMessage, unreadMessageCount } from '../db/inbox.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'

export function inboxRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)
  const app = createRouter()

  app.openapi({ ...contractRoute(routes.fetchInbox), middleware: [member] }, async (c) => {
    const memberId = c.get('member').id
    const { limit, before } = c.req.valid('query')
    // One more than asked for tells whether an older page exists.
    const rows = await inboxMessages(db, memberId, { before, limit: limit + 1 })
    const data = rows.slice(0, limit)
    return c.json({ data, nextBefore: rows.length > limit ? data.at(-1)!.id : null, unread: await unreadMessageCount(db, memberId) }, 200)
  })

  app.openapi({ ...contractRoute(routes.fetchUnread), middleware: [member] }, async (c) => c.json({ unread: await unreadMessageCount(db, c.get('member').id) }, 200))

  app.openapi({ ...contractRoute(routes.readMessage), middleware: [member] }, async (c) => {
    const memberId = c.get('member').id
    if (!(await markMessageRead(db, memberId, c.req.valid('json').id, clock.now()))) throw new ApiError(404, 'messageNotFound')
    return c.json({ unread: await unreadMessageCount(db, memberId) }, 200)
  })

  app.openapi({ ...contractRoute(routes.removeMessage), middleware: [member] }, async (c) => {
    const memberId = c.get('member').id
    if (!(await removeMessage(db, memberId, c.req.valid('json').id))) throw new ApiError(404, 'messageNotFound')
    return c.json({ unread: await unreadMessageCount(db, memberId) }, 200)
  })

  return app.openapi({ ...contractRoute(routes.clearInbox), middleware: [member] }, async (c) => {
    await clearInbox(db, c.get('member').id)
    return c.json({ unread: 0 }, 200)
  })
}
