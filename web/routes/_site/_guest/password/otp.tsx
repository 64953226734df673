import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordByOtpPage } from '../../../../features/auth/reset-password-by-otp-page.tsx'
import { text } from '../../../../lib/search-params.ts'

/** `?number=` carries the mobile number typed on the forgot-password page, when one was. */
export const Route = createFileRoute('/_site/_guest/password/otp')({
  validateSearch: (search: Record<string, unknown>): { number?: string } => ({ number: text(search.number, 20) }),
  component: ResetPasswordByOtp,
})

function ResetPasswordByOtp() {
  return <ResetPasswordByOtpPage number={Route.useSearch().number} />
}
