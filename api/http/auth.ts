import type { Context, MiddlewareHandler } from 'hono'
import type { AdminRole } from '../../domain/admin.ts'
import type { RouteContract } from '../../domain/contract/define-route.ts'
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
export function requireAdmin({ db, clock }: AppDeps, roles: readonly SessionAdmin['role'][] = ['dev']): MiddlewareHandler<AppEnv> {
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

/** The roles a back-office route lets in (its contract's `adminRoles`; dev only when it names none). */
export const adminRolesOf = (contract: Pick<RouteContract, 'adminRoles'>): readonly AdminRole[] => contract.adminRoles ?? ['dev']

/** One route's roles, after its prefix guard found the session (or finding it here, for a route outside those prefixes). */
export function allowAdminRoles(deps: AppDeps, roles: readonly AdminRole[]): MiddlewareHandler<AppEnv> {
  const signIn = requireAdmin(deps, roles)
  return async (c, next) => {
    const admin = c.get('admin')
    if (!admin) return signIn(c, next)
    if (!roles.includes(admin.role)) throw new ApiError(403, 'forbidden')
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
