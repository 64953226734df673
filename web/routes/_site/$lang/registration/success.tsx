import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod'
import { RegistrationSuccessPage } from '../../../../features/auth/registration-success-page.tsx'

/** Reached from the OTP step with the success flag; without it, sign-in (spec 1 §2). */
export const Route = createFileRoute('/_site/$lang/registration/success')({
  validateSearch: z.object({ success: z.boolean().optional().catch(undefined) }),
  beforeLoad: ({ search, params }) => {
    if (!search.success) throw redirect({ to: '/$lang/signin', params, replace: true })
  },
  component: RegistrationSuccessPage,
})
