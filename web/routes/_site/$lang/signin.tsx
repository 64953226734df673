import { createFileRoute } from '@tanstack/react-router'
import { SigninPage } from '../../../features/auth/signin-page.tsx'
import { flag, returnPath } from '../../../lib/search-params.ts'

/** `?passwordChanged=true` after a reset: the page says the new password is set; `?redirect=` is where signing in leads back to. */
export const Route = createFileRoute('/_site/$lang/signin')({
  validateSearch: (search: Record<string, unknown>): { passwordChanged?: boolean; redirect?: string } => ({
    passwordChanged: flag(search.passwordChanged),
    redirect: returnPath(search.redirect),
  }),
  component: Signin,
})

function Signin() {
  const { passwordChanged, redirect } = Route.useSearch()
  return <SigninPage passwordChanged={passwordChanged} redirect={redirect} />
}
