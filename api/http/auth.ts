import type { Context, MiddlewareHandler } from 'hono'
import type { AppDeps, AppEnv, SessionAdmin } from '../deps.ts'
import { findAdminSession, findMemberSession } from '../services/sessions.ts'
import { ApiError } from './api-error.ts'

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization')
  const match = header?.match(/^Bearer ([A-Za-z0-9_-]{20,200})$/)
  return match?.[1]
}

/**
 * Member routes: the member is whoever the bearer token belongs to, never an id in the request.
 * No valid token is 401; a back-office token is 403.
 */
export function requireMember({ db, clock }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c)
    if (!token) throw new ApiError(401, 'unauthorized')
    const member = await findMemberSession(db, token, clock.now())
    if (!member) {
      if (await findAdminSession(db, token, clock.now())) throw new ApiError(403, 'forbidden')
      throw new ApiError(401, 'unauthorized')
    }
    c.set('member', member)
    await next()
  }
}

/** Back-office routes: an admin session of one of `roles`. A member token is 403, none 401. */
export function requireAdmin({ db, clock }: AppDeps, roles: SessionAdmin['role'][] = ['dev']): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c)
    if (!token) throw new ApiError(401, 'unauthorized')
    const admin = await findAdminSession(db, token, clock.now())
    if (!admin) {
      if (await findMemberSession(db, token, clock.now())) throw new ApiError(403, 'forbidden')
      throw new ApiError(401, 'unauthorized')
    }
    if (!roles.includes(admin.role)) throw new ApiError(403, 'forbidden')
    c.set('admin', admin)
    await next()
  }
}

/**
 * Identity comes from the token: the spec has members send their own id in some bodies, which may
 * only repeat it. One check for every member route that takes one.
 */
export function refuseOtherMember(c: Context<AppEnv>, id: string | undefined) {
  if (id !== undefined && id !== c.get('member').uuid) throw new ApiError(403, 'forbidden')
}
