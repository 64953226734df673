import { ADMIN_ROLES } from '../../../domain/admin.ts'
import { adminCheckSession, adminLogIn, adminLogOut, adminUnlock } from '../../../domain/contract/admin-auth.ts'
import { adminByUsername, recordAdminSignIn } from '../../db/admins.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { bearerToken, requireAdmin } from '../../http/auth.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { clientAddress, rateLimit } from '../../http/rate-limit.ts'
import { adminAccount, adminSubject, passwordSignIn, unlockSignIn } from '../../services/password-sign-in.ts'
import { recordAudit } from '../../services/audit.ts'
import { findAdminSession, openAdminSession, revokeAdminSession } from '../../services/sessions.ts'

export function adminAuthRoutes(deps: AppDeps) {
  const { db, clock, logger } = deps
  const app = createRouter()

  app.openapi({ ...contractRoute(adminLogIn), middleware: [rateLimit(db, clock, { limit: 30, windowMs: 15 * 60_000 })] }, async (c) => {
    const { username, password } = c.req.valid('json')
    const at = clock.now()
    const admin = await adminByUsername(db, username)
    if (!admin) throw new ApiError(401, 'adminLoginFailed')
    const outcome = await passwordSignIn(db, adminSubject(admin.id, clientAddress(c)), admin.passwordHash, password, at)
    if (outcome === 'locked') throw new ApiError(423, 'accountLocked')
    if (outcome === 'wrong') throw new ApiError(401, 'adminLoginFailed')
    // Said only to whoever knows the password, so it names no account to a stranger.
    if (admin.disabledAt) throw new ApiError(403, 'adminDisabled')
    const token = await openAdminSession(db, admin.id, at)
    await recordAdminSignIn(db, admin.id, at)
    return c.json({ token, type: admin.role, username: admin.username }, 200)
  })

  app.openapi({ ...contractRoute(adminUnlock), middleware: [requireAdmin(deps, ['dev'])] }, async (c) => {
    const { username } = c.req.valid('json')
    const admin = await adminByUsername(db, username)
    if (!admin) throw new ApiError(404, 'adminNotFound')
    const at = clock.now()
    await inTransaction(db, async (trx) => {
      await unlockSignIn(trx, adminAccount(admin.id))
      await recordAudit(trx, { admin: c.get('admin'), entity: 'admin', verb: 'unlock', entityId: admin.id, before: null, after: { username }, at })
    })
    logger.info('admin_unlocked', { by: c.get('admin').username, username })
    return c.body(null, 204)
  })

  app.openapi(contractRoute(adminCheckSession), async (c) => {
    const admin = await findAdminSession(db, c.req.valid('json').token, clock.now())
    if (!admin) throw new ApiError(401, 'unauthorized')
    return c.json({ type: admin.role, username: admin.username }, 200)
  })

  app.openapi({ ...contractRoute(adminLogOut), middleware: [requireAdmin(deps, [...ADMIN_ROLES])] }, async (c) => {
    await revokeAdminSession(db, bearerToken(c)!, clock.now())
    return c.body(null, 204)
  })

  return app
}
