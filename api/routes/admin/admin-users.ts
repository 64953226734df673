import type { AdminAccount } from '../../../domain/admin.ts'
import * as contract from '../../../domain/contract/admin-users.ts'
import { adminAccountById, adminAccounts, enabledDevAdmins, insertAdminAccount, updateAdminAccount } from '../../db/admins.ts'
import type { Database } from '../../db/connection.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { AppDeps, SessionAdmin } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { recordAudit } from '../../services/audit.ts'
import { hashPassword } from '../../services/passwords.ts'
import { revokeAllAdminSessions } from '../../services/sessions.ts'

async function existing(trx: Database, id: number): Promise<AdminAccount> {
  const account = await adminAccountById(trx, id)
  if (!account) throw new ApiError(404, 'adminNotFound')
  return account
}

/**
 * Whether `by` may take `target` out of the dev admins that can sign in (disable or demote it): never
 * itself, never the bootstrap admin, never the last enabled dev admin.
 */
async function refuseProtected(trx: Database, by: SessionAdmin, target: AdminAccount) {
  if (target.id === by.id || target.bootstrap) throw new ApiError(409, 'adminAccountProtected')
  if (target.role === 'dev' && !target.disabledAt && (await enabledDevAdmins(trx)) <= 1) throw new ApiError(409, 'adminAccountProtected')
}

/** Admin users (issue 22): dev admins create, disable, enable and reset other admins; every change is audited, never a password. */
export function adminUserRoutes({ db, clock }: AppDeps) {
  const app = createRouter()

  app.openapi(contractRoute(contract.fetchAdminAccounts), async (c) => c.json({ data: await adminAccounts(db) }, 200))

  app.openapi(contractRoute(contract.addAdminAccount), async (c) => {
    const { username, role, password } = c.req.valid('json')
    const at = clock.now()
    const passwordHash = await hashPassword(password)
    const added = await inTransaction(db, async (trx) => {
      const id = await insertAdminAccount(trx, { username, role, passwordHash, createdBy: c.get('admin').id }, at)
      if (id === undefined) throw new ApiError(409, 'adminUsernameTaken')
      const after = await existing(trx, id)
      await recordAudit(trx, { admin: c.get('admin'), entity: 'admin', verb: 'add', entityId: id, before: null, after, at })
      return after
    })
    return c.json(added, 201)
  })

  app.openapi(contractRoute(contract.disableAdminAccount), async (c) => {
    const by = c.get('admin')
    const { id } = c.req.valid('json')
    const account = await inTransaction(db, async (trx) => {
      const at = clock.now()
      const before = await existing(trx, id)
      if (before.disabledAt) return before
      await refuseProtected(trx, by, before)
      await updateAdminAccount(trx, id, { disabledAt: at.toISOString() }, at)
      await revokeAllAdminSessions(trx, id, at)
      const after = await existing(trx, id)
      await recordAudit(trx, { admin: by, entity: 'admin', verb: 'disable', entityId: id, before, after, at })
      return after
    })
    return c.json(account, 200)
  })

  app.openapi(contractRoute(contract.enableAdminAccount), async (c) => {
    const { id } = c.req.valid('json')
    const account = await inTransaction(db, async (trx) => {
      const at = clock.now()
      const before = await existing(trx, id)
      if (!before.disabledAt) return before
      await updateAdminAccount(trx, id, { disabledAt: null }, at)
      const after = await existing(trx, id)
      await recordAudit(trx, { admin: c.get('admin'), entity: 'admin', verb: 'enable', entityId: id, before, after, at })
      return after
    })
    return c.json(account, 200)
  })

  app.openapi(contractRoute(contract.resetAdminPassword), async (c) => {
    const { id, password } = c.req.valid('json')
    const passwordHash = await hashPassword(password)
    const account = await inTransaction(db, async (trx) => {
      const at = clock.now()
      const before = await existing(trx, id)
      await updateAdminAccount(trx, id, { passwordHash }, at)
      await revokeAllAdminSessions(trx, id, at)
      // The account's shape has no password: the log says a reset happened, never what to.
      await recordAudit(trx, { admin: c.get('admin'), entity: 'admin', verb: 'resetPassword', entityId: id, before, after: before, at })
      return before
    })
    return c.json(account, 200)
  })

  return app.openapi(contractRoute(contract.changeAdminRole), async (c) => {
    const by = c.get('admin')
    const { id, role } = c.req.valid('json')
    const account = await inTransaction(db, async (trx) => {
      const at = clock.now()
      const before = await existing(trx, id)
      if (before.role === role) return before
      if (before.role === 'dev') await refuseProtected(trx, by, before)
      await updateAdminAccount(trx, id, { role }, at)
      const after = await existing(trx, id)
      await recordAudit(trx, { admin: by, entity: 'admin', verb: 'changeRole', entityId: id, before, after, at })
      return after
    })
    return c.json(account, 200)
  })
}
