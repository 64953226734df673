import { notFound, redirect } from '@tanstack/react-router'
import { decideAccess, decideUnknownPath, type AccessDecision, type Area } from './access.ts'
import { currentLanguage } from './language.ts'
import { currentViewer } from './session-store.ts'

function enforce(decision: AccessDecision): void {
  if (decision.allow) return
  if ('notFound' in decision) throw notFound()
  throw redirect({ to: decision.redirectTo, replace: true })
}

/** A `beforeLoad` that lets only the right sessions into a layout's pages (see access.ts). */
export function guard(area: Area) {
  return () => enforce(decideAccess(area, currentViewer(), currentLanguage()))
}

/** Sends a path that matches no page where the spec says. */
export function redirectUnknownPath(pathname: string): never {
  enforce(decideUnknownPath(pathname, currentViewer(), currentLanguage()))
  throw notFound()
}
