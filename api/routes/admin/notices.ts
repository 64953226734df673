import * as contract from '../../../domain/contract/admin-notices.ts'
import { adminNoticeById, adminNotices, deleteNotice, insertNotice, updateNotice } from '../../db/notices.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { recordAudit } from '../../services/audit.ts'

/** Dated notices in the back office (issue 19): maintenance windows, dashboard announcements, the free-ticket promotion. */
export function adminNoticeRoutes({ db, clock }: AppDeps) {
  const app = createRouter()

  app.openapi(contractRoute(contract.fetchAdminNotices), async (c) => c.json({ data: await adminNotices(db, clock.now()) }, 200))

  app.openapi(contractRoute(contract.addNotice), async (c) => {
    const at = clock.now()
    const notice = await inTransaction(db, async (trx) => {
      const added = await insertNotice(trx, c.req.valid('json'), at)
      await recordAudit(trx, { admin: c.get('admin'), entity: 'notice', verb: 'add', entityId: added.id, before: null, after: added, at })
      return added
    })
    return c.json(notice, 201)
  })

  app.openapi(contractRoute(contract.editNotice), async (c) => {
    const { id, ...fields } = c.req.valid('json')
    const at = clock.now()
    const notice = await inTransaction(db, async (trx) => {
      const before = await adminNoticeById(trx, id, at)
      const after = before && (await updateNotice(trx, id, fields, at))
      if (!before || !after) throw new ApiError(404, 'noticeNotFound')
      await recordAudit(trx, { admin: c.get('admin'), entity: 'notice', verb: 'edit', entityId: id, before, after, at })
      return after
    })
    return c.json(notice, 200)
  })

  return app.openapi(contractRoute(contract.deleteNotice), async (c) => {
    const { id } = c.req.valid('json')
    const at = clock.now()
    await inTransaction(db, async (trx) => {
      const before = await adminNoticeById(trx, id, at)
      if (!before || !(await deleteNotice(trx, id))) throw new ApiError(404, 'noticeNotFound')
      await recordAudit(trx, { admin: c.get('admin'), entity: 'notice', verb: 'remove', entityId: id, before, after: null, at })
    })
    return c.json({ id }, 200)
  })
}
