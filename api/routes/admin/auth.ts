import { createRoute, z } from '@hono/zod-openapi'
import { AdminLoginSchema, AdminUnlockSchema, SessionCheckSchema } from '../../../domain/identity.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { bearerToken, requireAdmin } from '../../http/auth.ts'
import { createRouter, errorResponse, jsonBody, jsonContent } from '../../http/openapi.ts'
import { clientAddress, rateLimit } from '../../http/rate-limit.ts'
import { adminAccount, adminSubject, passwordSignIn, unlockSignIn } from '../../services/password-sign-in.ts'
import { findAdminSession, openAdminSession, revokeAdminSession } from '../../services/sessions.ts'

const AdminSession = z.object({ token: z.string(), type: z.enum(['dev', 'superadmin']), username: z.string() })
const Tags = ['Admin identity']

const routes = {
  login: createRoute({
    method: 'post',
    path: '/admin/auth/login',
    tags: Tags,
    summary: 'Back-office sign-in; the session type is the admin role',
    request: { body: jsonBody(AdminLoginSchema) },
    responses: {
      200: jsonContent(AdminSession, 'Signed in'),
      401: errorResponse('adminLoginFailed'),
      423: errorResponse('accountLocked'),
    },
  }),
  unlock: createRoute({
    method: 'post',
    path: '/admin/auth/unlock',
    tags: Tags,
    summary: 'Lift the sign-in locks on an admin account, from every address (dev admins, the bootstrap admin among them)',
    security: [{ bearer: [] }],
    request: { body: jsonBody(AdminUnlockSchema) },
    responses: { 204: { description: 'Unlocked' }, 401: errorResponse('No valid session'), 403: errorResponse('Not a dev admin'), 404: errorResponse('adminNotFound') },
  }),
  session: createRoute({
    method: 'post',
    path: '/admin/auth/session',
    tags: Tags,
    summary: 'Check a back-office session token',
    request: { body: jsonBody(SessionCheckSchema) },
    responses: { 200: jsonContent(AdminSession.omit({ token: true }), 'The session is valid'), 401: errorResponse('No valid session') },
  }),
  logout: createRoute({
    method: 'post',
    path: '/admin/auth/logout',
    tags: Tags,
    summary: 'Revoke the back-office session of the bearer token',
    security: [{ bearer: [] }],
    responses: { 204: { description: 'Signed out' }, 401: errorResponse('No valid session') },
  }),
}

export function adminAuthRoutes(deps: AppDeps) {
  const { db, clock, logger } = deps
  const app = createRouter()

  app.openapi({ ...routes.login, middleware: [rateLimit(clock, { limit: 30, windowMs: 15 * 60_000 })] }, async (c) => {
    const { username, password } = c.req.valid('json')
    const at = clock.now()
    const admin = await db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst()
    if (!admin) throw new ApiError(401, 'adminLoginFailed')
    const outcome = await passwordSignIn(db, adminSubject(admin.id, clientAddress(c)), admin.passwordHash, password, at)
    if (outcome === 'locked') throw new ApiError(423, 'accountLocked')
    if (outcome === 'wrong') throw new ApiError(401, 'adminLoginFailed')
    const token = await openAdminSession(db, admin.id, at)
    return c.json({ token, type: admin.role, username: admin.username }, 200)
  })

  app.openapi({ ...routes.unlock, middleware: [requireAdmin(deps, ['dev'])] }, async (c) => {
    const { username } = c.req.valid('json')
    const admin = await db.selectFrom('admins').select('id').where('username', '=', username).executeTakeFirst()
    if (!admin) throw new ApiError(404, 'adminNotFound')
    await unlockSignIn(db, adminAccount(admin.id))
    logger.info('admin_unlocked', { by: c.get('admin').username, username })
    return c.body(null, 204)
  })

  app.openapi(routes.session, async (c) => {
    const admin = await findAdminSession(db, c.req.valid('json').token, clock.now())
    if (!admin) throw new ApiError(401, 'unauthorized')
    return c.json({ type: admin.role, username: admin.username }, 200)
  })

  app.openapi({ ...routes.logout, middleware: [requireAdmin(deps, ['dev', 'superadmin'])] }, async (c) => {
    await revokeAdminSession(db, bearerToken(c)!, clock.now())
    return c.body(null, 204)
  })

  return app
}
