import { createFileRoute } from '@tanstack/react-router'
import { SigninPage } from '../../../features/auth/signin-page.tsx'
import { flag } from '../../../lib/search-params.ts'

/** `?passwordChanged=true` after a reset: the page says the new password is set. */
export const Route = createFileRoute('/_site/$lang/signin')({
  validateSearch: (search: Record<string, unknown>): { passwordChanged?: boolean } => ({ passwordChanged: flag(search.passwordChanged) }),
  component: Signin,
})

function Signin() {
  return <SigninPage passwordChanged={Route.useSearch().passwordChanged} />
}
