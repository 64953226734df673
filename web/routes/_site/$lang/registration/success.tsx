import { createFileRoute, redirect } from '@tanstack/react-router'
import { RegistrationSuccessPage } from '../../../../features/auth/registration-success-page.tsx'
import { flag } from '../../../../lib/search-params.ts'

/** Reached from the OTP step with the success flag; without it, sign-in (spec 1 §2). */
export const Route = createFileRoute('/_site/$lang/registration/success')({
  validateSearch: (search: Record<string, unknown>): { success?: boolean } => ({ success: flag(search.success) }),
  beforeLoad: ({ search, params }) => {
    if (!search.success) throw redirect({ to: '/$lang/signin', params, replace: true })
  },
  component: RegistrationSuccessPage,
})
