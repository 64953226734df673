import { createFileRoute, redirect } from '@tanstack/react-router'
import { emailLinkSearch, linkFromSearch } from '../../../../features/auth/email-link-search.ts'
import { ResetPasswordPage } from '../../../../features/auth/reset-password-page.tsx'
import { currentLanguage } from '../../../../lib/language.ts'

/** Without user and datems in the query it goes to the language home (spec 1 §2). */
export const Route = createFileRoute('/_site/_guest/password/reset')({
  validateSearch: emailLinkSearch,
  beforeLoad: ({ search }) => {
    if (!search.user || !search.datems) throw redirect({ to: '/$lang', params: { lang: currentLanguage() }, replace: true })
  },
  component: ResetPassword,
})

function ResetPassword() {
  return <ResetPasswordPage link={linkFromSearch(Route.useSearch())} />
}
