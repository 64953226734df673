import { type AdminRole, isAdminRole } from '../../domain/admin.ts'
import type { Language } from '../../domain/languages.ts'

/** Who is looking: nobody signed in, a session of a known type, or a session of a type we do not know. */
export type Viewer = { kind: 'anonymous' } | { kind: 'member' } | { kind: 'admin'; role: AdminRole } | { kind: 'unknown' }

/**
 * Which sessions a page is for (spec 1 §2, spec 3 §2.1):
 * guest: signed-out pages; member: role user; adminGuest: the admin login;
 * dev: the back office; staff: account pages, for dev and superadmin.
 */
export type Area = 'guest' | 'member' | 'adminGuest' | 'dev' | 'staff'

export type AccessDecision = { allow: true } | { allow: false; redirectTo: string } | { allow: false; notFound: true }

const allow: AccessDecision = { allow: true }
const to = (redirectTo: string): AccessDecision => ({ allow: false, redirectTo })
const notFound: AccessDecision = { allow: false, notFound: true }

export function viewerOf(sessionType: string | null): Viewer {
  if (sessionType === null) return { kind: 'anonymous' }
  if (sessionType === 'user') return { kind: 'member' }
  if (isAdminRole(sessionType)) return { kind: 'admin', role: sessionType }
  return { kind: 'unknown' }
}

/** Where each kind of viewer belongs. */
export function homeOf(viewer: Viewer, language: Language): string {
  switch (viewer.kind) {
    case 'member':
      return '/dashboard'
    case 'admin':
      return viewer.role === 'dev' ? '/admin/brand/dashboard' : '/admin/account'
    default:
      return `/${language}`
  }
}

export function decideAccess(area: Area, viewer: Viewer, language: Language): AccessDecision {
  if (viewer.kind === 'unknown') return notFound
  const home = homeOf(viewer, language)
  switch (area) {
    case 'guest':
    case 'adminGuest':
      return viewer.kind === 'anonymous' ? allow : to(home)
    case 'member':
      return viewer.kind === 'member' ? allow : to(home)
    case 'dev':
      if (viewer.kind === 'admin') return viewer.role === 'dev' ? allow : to(home)
      return viewer.kind === 'anonymous' ? to('/admin/login') : to(home)
    case 'staff':
      if (viewer.kind === 'admin') return allow
      return viewer.kind === 'anonymous' ? to('/admin/login') : to(home)
  }
}

/** Where a path that matches no page leads: the admin login for signed-out admin paths, else home. */
export function decideUnknownPath(pathname: string, viewer: Viewer, language: Language): AccessDecision {
  if (viewer.kind === 'unknown') return notFound
  if (viewer.kind === 'anonymous' && pathname.split('/')[1] === 'admin') return to('/admin/login')
  return to(homeOf(viewer, language))
}
