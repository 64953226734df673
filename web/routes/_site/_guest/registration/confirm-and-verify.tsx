import { createFileRoute } from '@tanstack/react-router'
import { emailLinkSearch, linkFromSearch } from '../../../../features/auth/email-link-search.ts'
import { VerifyEmailPage } from '../../../../features/auth/verify-email-page.tsx'

export const Route = createFileRoute('/_site/_guest/registration/confirm-and-verify')({
  validateSearch: emailLinkSearch,
  component: VerifyEmail,
})

function VerifyEmail() {
  return <VerifyEmailPage link={linkFromSearch(Route.useSearch())} />
}
